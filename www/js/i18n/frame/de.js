// The frame around every widget in German (see en.js).
export const ftl = String.raw`
frame-loading = Nim Lab wird geladen…
frame-attrs-unused = Nim Lab konnte einige Attribute nicht verwenden und nimmt dafür die Standardwerte:
frame-cannot-show = Nim Lab kann das nicht anzeigen:
frame-failed = Nim Lab konnte hier nicht starten:
frame-unknown-attrs = kein Attribut dieses Elements: { $names } (bekannt: { $known })
frame-link-unused = Aus dem Link nicht verwendet:
frame-not-a-setting = { $key } ist keine Einstellung dieses Widgets.
frame-view-left-out = view={ $view } wird ignoriert: game= benennt das Widget bereits.
frame-repeated = { $key } kommt { $count }-mal vor; der letzte Wert gilt.
frame-open-full = In Nim Lab öffnen
notice-dismiss = Schließen
    .aria-label = Diesen Hinweis schließen

## Der Titel eines Widgets

frame-title-move-fn = Das Zugfunktionsspiel
frame-title-blocking = Blockier-Nim
frame-title-subtraction = Subtraktionsspiel (ein Haufen mit Min/Max)
frame-title-take-away = Wegnehmspiel
frame-title-sum = Summe von Wegnehmspielen
frame-title-single-delete = Lösch-Nim
frame-title-table = Tabelle von g(N)
frame-title-base = Die g-Basis und die Darstellung von N
frame-title-plot = Schaubild von g(N)
frame-against-engine = gegen die Engine
`;
