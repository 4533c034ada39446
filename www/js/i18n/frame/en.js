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

## A widget's title (the engine's element vocabulary names each: src/spec/elements.rs, a test compares)

frame-title-move-fn = The move-function game
frame-title-blocking = Blocking Nim
frame-title-subtraction = Subtraction game (One Pile with Min/Max)
frame-title-take-away = Take-away game
frame-title-sum = Sum of take-away games
frame-title-single-delete = Single-delete Nim
frame-title-table = Table of g(N)
frame-title-base = The g-base and the representation of N
frame-title-plot = Plot of g(N)
# After a game's title, for a screen reader: "Blocking Nim against the engine".
frame-against-engine = against the engine
`;
