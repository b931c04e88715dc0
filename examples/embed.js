// Sizes the embedded calculator to its content: the app posts
// {type: 'mahjong-rekenhulp:height', height} to its parent page.
addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'mahjong-rekenhulp:height' || typeof data.height !== 'number') return;
  for (const frame of document.querySelectorAll('iframe[data-mahjong]')) {
    if (frame.contentWindow === event.source) frame.height = String(Math.ceil(data.height));
  }
});
