// Nim Lab's iframes say how tall they are: size each one to its content.
window.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'nimlab:resize') return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow === event.source) frame.style.height = `${event.data.height}px`;
  }
});
