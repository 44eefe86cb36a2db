// offline.js — the static site offline (lua/web/README.md, "Offline and installable"): registers
// the service worker (sw.js), which keeps every file of this build in the browser, so that the
// page opened once opens and plays with no network. site.cmake links it into the site's
// index.html only: under `kharbaga serve` the program itself serves the page, and no worker is
// registered.
//
// A newer build is installed beside this one and waits (sw.js); the page then offers to switch,
// and every open page of the site reloads on the new version once it has taken over. A game in
// play, the lessons' progress and the workshop's script are kept in localStorage and come back.

function offerUpdate(registration) {
  if (document.getElementById('site-update')) return;
  const box = document.createElement('div');
  box.id = 'site-update';
  box.className = 'site-update';
  box.setAttribute('role', 'status');
  const words = document.createElement('span');
  words.textContent = 'A new version of kharbaga is ready.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.addEventListener('click', () => {
    if (registration.waiting) registration.waiting.postMessage('activate');
  });
  box.append(words, button);
  document.body.append(box);
}

// A version waiting (found now, or once a new one has installed) is offered.
function watch(registration) {
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      // installed while another version controls the page: a newer build waits
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(registration);
    });
  });
}

async function register() {
  // The first controller of a page opened without one is the first visit's worker taking over:
  // nothing to reload. Any later change is a newer build, which the page reloads on.
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  const registration = await navigator.serviceWorker.register('sw.js');
  watch(registration);
  await navigator.serviceWorker.ready;
  document.documentElement.dataset.offline = 'ready';
}

if ('serviceWorker' in navigator && window.isSecureContext) {
  register().catch((error) => {
    // no worker (a private window, a browser that refuses it): the page works, online only
    document.documentElement.dataset.offline = `unavailable: ${error.message}`;
  });
}
