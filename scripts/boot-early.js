// Taps before the app has started (issue 34). The page shows the build's
// first screen (#first-screen: the app's own markup) while the module
// downloads. Every tap on its buttons, links and tiles, and every choice
// in its lists, is kept; when the app is up (`mj-started`, from
// web/src/app/hooks.rs) they are made again, in order, on the same
// controls of the app's first screen, which has the same markup. The
// status line says they wait; nothing tapped is lost or silently dead.
{
  const CONTROLS = 'button, a, select, input, [data-tile]';
  const kept = [];
  const say = () => {
    const status = document.getElementById('first-screen-status');
    if (!status) return;
    const n = kept.filter((k) => k.tile).length;
    status.textContent = n === 0 ? 'Laden… even geduld' : n === 1 ? 'Laden… 1 steen wacht' : `Laden… ${n} stenen wachten`;
    status.classList.add('busy');
  };
  const control = (e) => {
    const first = document.getElementById('first-screen');
    const app = first?.querySelector('.app');
    const target = e.target instanceof Element ? e.target.closest(CONTROLS) : null;
    if (!app || !target || !app.contains(target)) return null;
    return { app, target, index: [...app.querySelectorAll(CONTROLS)].indexOf(target) };
  };
  document.addEventListener('click', (e) => {
    const c = control(e);
    if (!c) return;
    if (c.target.tagName === 'SELECT') return;
    e.preventDefault();
    kept.push({ index: c.index, tile: c.target.dataset.tile !== undefined });
    c.target.classList.add('waiting');
    say();
  }, true);
  document.addEventListener('change', (e) => {
    const c = control(e);
    if (!c || c.target.tagName !== 'SELECT') return;
    kept.push({ index: c.index, value: c.target.value });
    say();
  }, true);
  addEventListener('mj-started', () => {
    const app = document.querySelector('.app');
    if (!app) return;
    const controls = [...app.querySelectorAll(CONTROLS)];
    for (const k of kept.splice(0)) {
      const el = controls[k.index];
      if (!el) continue;
      if (k.value === undefined) el.click();
      else {
        el.value = k.value;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
  }, { once: true });
}
