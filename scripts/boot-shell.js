
// Offline use: register the service worker, and offer a waiting new version.
if ('serviceWorker' in navigator) {
  // The app keeps its language as JSON ("en"); an older version kept en.
  const stored = (() => { try { return JSON.parse(localStorage.getItem('mahjong-rekenhulp.lang')); } catch { return localStorage.getItem('mahjong-rekenhulp.lang'); } })();
  const lang = stored || document.documentElement.lang || 'nl';
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (window.mahjongUpdateAccepted && !reloading) {
      reloading = true;
      location.reload();
    }
  });
  // Registered once the page has loaded (issue 34): the worker's precache
  // never competes with the first visit's own files.
  const register = () => navigator.serviceWorker.register('./sw.js', { updateViaCache: 'all' }).then((registration) => {
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// Embedded in a club website (?embed=1): tell the parent page our height,
// the body's own (the document's is never less than the frame, so a frame
// that grew for the rules would never shrink back; issue 20).
if (new URLSearchParams(location.search).get('embed') === '1' && window.parent !== window) {
  const post = () => window.parent.postMessage(
    { type: 'mahjong-rekenhulp:height', height: Math.ceil(document.body.getBoundingClientRect().height) }, '*');
  new ResizeObserver(post).observe(document.body);
  post();
}
