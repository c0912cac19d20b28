/**
 * The site's games in the header, each by its symbol and its name, the one on show marked
 * (bold, underlined and aria-current, not by colour alone): a newcomer sees from the first
 * screen that the site has four games. Pressing one goes back to that game's game in
 * progress as it was left (main.js; every game in progress is kept: autosave.js), or opens the
 * New game dialog with it chosen where it has none. Each game's mark is its own (its
 * package's SYMBOL, in the catalogue: tabletop.games.entry).
 */
import { gameTitle } from './dialogs.js';
import { escapeHTML } from './words.js';

/** Draw the games into `nav`, `current` marked; `choose(name)` when one is pressed. */
export function showGames(nav, games, current, choose) {
  nav.replaceChildren(...games.map((game) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.testid = 'site-game';
    button.dataset.game = game.name;
    button.innerHTML = `<span class="mark" aria-hidden="true">${escapeHTML(game.symbol)}</span> ${escapeHTML(gameTitle(game))}`;
    if (game.name === current) button.setAttribute('aria-current', 'true');
    button.addEventListener('click', () => choose(game.name));
    return button;
  }));
}
