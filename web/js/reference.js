// The rules reference is a module of its own (built into regels/ beside the
// app): loaded the first time the rules are opened, then shown in the app's
// host element. The URL is relative to the page, so the app works from any
// folder of a club website.
let loading;

export function showReference(host, lang, back) {
  loading ??= import(new URL('regels/mahjong_reference.js', document.baseURI).href)
    .then(async (module) => { await module.default(); return module; });
  return loading.then((module) => module.show(host, lang, back), (error) => {
    loading = undefined;
    throw error;
  });
}
