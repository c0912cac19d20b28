/**
 * Offline play and updates: registers the service worker (sw.js) once the game is ready — its
 * first download of the build must not compete with the page's own loading — and shows a
 * discreet "new version — reload" notice when a newer build has installed and waits.
 *
 * Reloading never loses a game: `saveGame()` writes the game in progress to local storage, and
 * the page is reopened at its plain address, which resumes the saved game (an address with
 * ?players=… would start a new one).
 */
const $ = (id) => document.getElementById(id);

export function keepOffline(saveGame) {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(new URL('./sw.js', import.meta.url))
    .then((registration) => watchUpdates(registration, saveGame))
    .catch(() => {}); // e.g. a private window that refuses workers: the game plays online anyway
}

function watchUpdates(registration, saveGame) {
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller) showNotice(registration, saveGame);
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', offer);
  });
}

function showNotice(registration, saveGame) {
  const notice = $('update');
  notice.hidden = false;
  $('update-reload').onclick = async () => {
    $('update-reload').disabled = true;
    await saveGame().catch(() => {});
    navigator.serviceWorker.addEventListener('controllerchange', () => location.assign(location.pathname));
    registration.waiting?.postMessage('activate');
  };
}
