
// MCR 2006 (issue 6): the fans are counted by the JS API module, loaded on
// first use so the app's own bundle stays small. The app calls this.
window.mahjongApi = () => (window.mahjongApiModule ||= import('./api/mahjong_api.js')
  .then(async (m) => { await m.default(); return m; })
  .catch((e) => { window.mahjongApiModule = null; throw e; }));

// Offline use: register the service worker, and offer a waiting new version.
if ('serviceWorker' in navigator) {
  const lang = localStorage.getItem('mahjong-rekenhulp.lang') || document.documentElement.lang || 'nl';
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (window.mahjongUpdateAccepted && !reloading) {
      reloading = true;
      location.reload();
    }
  });
  navigator.serviceWorker.register('./sw.js', { updateViaCache: 'all' }).then((registration) => {
    const offer = (worker) => {
      if (document.getElementById('mj-update')) return;
      const button = document.createElement('button');
      button.id = 'mj-update';
      button.type = 'button';
      button.textContent = lang === 'en' ? 'New version, reload' : 'Nieuwe versie, herladen';
      button.addEventListener('click', () => {
        window.mahjongUpdateAccepted = true;
        worker.postMessage('skipWaiting');
      });
      document.body.appendChild(button);
    };
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      if (!worker) return;
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
      });
    });
  }).catch(() => {});
}

// Embedded in a club website (?embed=1): tell the parent page our height.
if (new URLSearchParams(location.search).get('embed') === '1' && window.parent !== window) {
  const post = () => window.parent.postMessage(
    { type: 'mahjong-rekenhulp:height', height: document.documentElement.scrollHeight }, '*');
  new ResizeObserver(post).observe(document.body);
  post();
}
