// The frame around every widget in English: an element's loading line and notices, the embed
// page's, and the notices' own words (elements/element.js, embed.js, widgets/notices.js).
export const ftl = String.raw`
frame-loading = Loading Nim Lab…
frame-attrs-unused = Nim Lab could not use some attributes; it uses its defaults for them:
frame-cannot-show = Nim Lab cannot show this:
frame-failed = Nim Lab could not start here:
frame-unknown-attrs = not an attribute of this element: { $names } (known: { $known })
frame-link-unused = Not used from the link:
frame-not-a-setting = { $key } is not a setting of this widget.
frame-view-left-out = view={ $view } is left out: game= names the widget.
frame-repeated = { $key } is given { $count } times; the last one is used.
frame-open-full = Open in Nim Lab
notice-dismiss = Dismiss
    .aria-label = Dismiss this notice
`;
