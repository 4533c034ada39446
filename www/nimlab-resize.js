// Nim Lab: sizes the page's Nim Lab iframes to their content. One classic script tag, anywhere on
// a course page, serves any number of iframes of embed.html (also sandboxed ones, also added
// later): each posts {type: 'nimlab:resize', height} whenever its height changes, and this sets
// that iframe's height. A message counts only if it comes from one of the page's own iframes (its
// window is the message's source) and from that iframe's origin, or an opaque one ('null': a
// sandboxed iframe, a file); nothing else on the page is read or changed.
(function () {
  'use strict';
  if (window.nimlabResizeListening) return; // the tag given twice
  window.nimlabResizeListening = true;
  var most = 100000; // px: a bound on what a message can ask for
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'nimlab:resize' || typeof data.height !== 'number' || !(data.height > 0)) return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i += 1) {
      var frame = frames[i];
      if (frame.contentWindow !== event.source) continue;
      var origin = null;
      try { origin = new URL(frame.src, document.baseURI).origin; } catch (e) { /* no src */ }
      if (event.origin === origin || event.origin === 'null') {
        frame.style.height = Math.min(Math.ceil(data.height), most) + 'px';
      }
      return;
    }
  });
})();
