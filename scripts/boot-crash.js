// A crash never leaves a dead page (issue 19): when the app's wasm traps
// (a Rust panic aborts, and the panic hook in web/src/crash.rs announces it
// first with its message), the page says so in words and offers a reload.
// Plain DOM, no wasm: it works whatever state the module was left in. Each
// save is one IndexedDB transaction, so nothing is half written; what was
// saved before is there after the reload. Runs before the module starts.
{
  const crashed = (detail) => {
    if (document.getElementById('mj-crash')) return;
    const stored = (() => { try { return JSON.parse(localStorage.getItem('mahjong-rekenhulp.lang')); } catch { return null; } })();
    const en = (stored || document.documentElement.lang) === 'en';
    const box = document.createElement('div');
    box.id = 'mj-crash';
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-labelledby', 'mj-crash-title');
    const title = document.createElement('h2');
    title.id = 'mj-crash-title';
    title.textContent = en ? 'Something went wrong' : 'Er ging iets mis';
    const text = document.createElement('p');
    text.textContent = en
      ? 'The calculator stopped. Everything saved is kept; reload to go on.'
      : 'De rekenhulp is gestopt. Alles wat opgeslagen was, is bewaard; herlaad om verder te gaan.';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'primary';
    button.textContent = en ? 'Reload' : 'Opnieuw laden';
    button.addEventListener('click', () => location.reload());
    box.append(title, text, button);
    if (detail) {
      const why = document.createElement('p');
      why.className = 'mj-crash-detail';
      why.textContent = String(detail).slice(0, 300);
      box.append(why);
    }
    document.body.append(box);
    button.focus();
  };
  const isTrap = (e) => e instanceof WebAssembly.RuntimeError;
  addEventListener('mahjong-rekenhulp:panic', (e) => crashed(e.detail));
  addEventListener('error', (e) => { if (isTrap(e.error)) crashed(); });
  addEventListener('unhandledrejection', (e) => { if (isTrap(e.reason)) crashed(); });
}
