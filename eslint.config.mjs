// ESLint's flat config: the page's own JavaScript (web/) and the build's Node tools
// (tools/*.mjs), with ESLint's recommended rules. `python3 build.py test` runs it (like ruff).
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['dist/', 'node_modules/', 'artifacts/', 'tests/'] },
  js.configs.recommended,
  { rules: { 'no-var': 'error', eqeqeq: ['error', 'smart'] } },
  {
    files: ['web/**/*.js'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: globals.browser },
  },
  {
    files: ['web/worker.js'],
    languageOptions: { globals: { ...globals.worker, loadPyodide: 'readonly' } },
  },
  { files: ['web/sw.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['tools/*.mjs'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: globals.node },
  },
];
