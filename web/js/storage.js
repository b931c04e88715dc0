// The score sheet's IndexedDB store is a module of its own (built into
// opslag/ beside the app): loaded right after the first screen, the first
// time the games are read. The URL is relative to the page, so the app
// works from any folder of a club website.
let loading;

function storage() {
  loading ??= import(new URL('opslag/mahjong_storage.js', document.baseURI).href)
    .then(async (module) => { await module.default(); return module; });
  return loading.catch((error) => {
    loading = undefined;
    throw error;
  });
}

export function storageRead() { return storage().then((m) => m.read()); }
export function storageSave(text, base) { return storage().then((m) => m.save(text, base)); }
export function storageKeep(key, text) { return storage().then((m) => m.keep(key, text)); }
