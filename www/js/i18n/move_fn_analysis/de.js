// The sentences of the analysis of f(x) in German (see en.js).
export const ftl = String.raw`
## Glossar: die festen Begriffe, wie im Katalog des Abschnitts (move_fn_section).
# Hauptsatz, direkte Rekursion, einfache Konstruktion, allgemeine Konstruktion,
# vollständige Suche (brute force), Element (der Basis), Basis, monoton wachsend,
# Steigung im doppelt logarithmischen Maßstab, Quotient, Vermutung, Artikel (von Holshouser und
# Reiter), Gegenbeispiel, Spiel, Position.

mfa-theorem-holds = { $claim } auf 1..{ $upto }: Der Hauptsatz gilt hier (g durch die direkte Rekursion, g0 aus B_f).
mfa-theorem-fails = Der Hauptsatz scheitert: { $g } durch die direkte Rekursion, aber { $g0 } aus B_f.
mfa-condition-proved = f ist nach der Form seines Ausdrucks monoton wachsend, also gilt { $condition } für jedes n: Die einfache Konstruktion ist anwendbar (g0 = Identität auf B_f).
mfa-condition-fails = { $drop }: Die einfache Konstruktion ist nicht anwendbar; B_f stammt aus der allgemeinen Konstruktion.
mfa-condition-checked = { $condition } geprüft für n < { $upto } (darüber hinaus nicht bewiesen): Auf 1..{ $upto } ist die einfache Konstruktion anwendbar.
mfa-storage = { $set } hat { $count ->
        [one] { $count } Element
       *[other] { $count } Elemente
    }: Zusammen mit g0 { $count ->
        [one] speichert es
       *[other] speichern sie
    } die ganze Strategie auf 1..{ $upto } ({ $percent } % { $values ->
        [one] des einen Werts von g
       *[other] der { $values } Werte von g
    }).
mfa-growth-finite = B_f ist endlich (größtes Element { $top }), also hängt g(N) nur von N mod { $top } ab: g bleibt ≤ { $gmax }.
mfa-growth-few = g erreicht { $gmax } auf 1..{ $upto }; B_f hat dort nur { $count ->
        [one] { $count } Element
       *[other] { $count } Elemente
    } — zu wenig, um zu erkennen, wie B_f wächst.
mfa-growth-bounded = g bleibt ≤ { $gmax } auf 1..{ $upto }: g scheint hier beschränkt zu sein, und die Vermutung des Artikels (exponentielles Wachstum von B_f, wenn g unbeschränkt ist) sagt über diesen Fall nichts. B_f wächst langsam (Steigung im doppelt logarithmischen Maßstab { $slope }, letzter Quotient { $ratio }) und speichert die Strategie daher wenig effizient — wie das dritte Beispiel des Artikels.
mfa-growth-exponential = g erreicht { $gmax } auf 1..{ $upto }; die letzten Elemente von B_f wachsen jeweils etwa um den Faktor { $factor } (letzter Quotient { $ratio }), und zwar gleichmäßig: exponentielles Wachstum, wie es der Artikel vermutet, sobald g unbeschränkt ist — ein Hinweis auf 1..{ $upto }, kein Beweis.
mfa-growth-polynomial = g erreicht { $gmax } auf 1..{ $upto }, und doch wächst B_f polynomiell: Über { $count ->
        [one] sein letztes Element
       *[other] seine letzten { $count } Elemente
    } bleibt die Steigung von b_k gegen k im doppelt logarithmischen Maßstab nahe { $slope } ({ $first }, dann { $second }), während die Quotienten b_(k+1)/b_k gegen 1 fallen (zuletzt { $ratio }). Geht das so weiter, ist f ein Gegenbeispiel zur Vermutung des Artikels, dass B_f exponentiell wächst, sobald g unbeschränkt ist — ein Hinweis auf 1..{ $upto }, kein Beweis.
mfa-growth-polynomial-like = g erreicht { $gmax } auf 1..{ $upto }, und doch wächst B_f polynomiell: Über { $count ->
        [one] sein letztes Element
       *[other] seine letzten { $count } Elemente
    } bleibt die Steigung von b_k gegen k im doppelt logarithmischen Maßstab nahe { $slope } ({ $first }, dann { $second }), mit { $approx } bei k = { $k }, während die Quotienten b_(k+1)/b_k gegen 1 fallen (zuletzt { $ratio }). Geht das so weiter, ist f ein Gegenbeispiel zur Vermutung des Artikels, dass B_f exponentiell wächst, sobald g unbeschränkt ist — ein Hinweis auf 1..{ $upto }, kein Beweis.
mfa-growth-unclear = g erreicht { $gmax } auf 1..{ $upto }; über { $count ->
        [one] das letzte Element
       *[other] die letzten { $count } Elemente
    } von B_f stabilisieren sich weder die Quotienten b_(k+1)/b_k (zuletzt { $ratio }) noch die Steigung im doppelt logarithmischen Maßstab ({ $first }, dann { $second }); die Daten stützen die Vermutung des Artikels hier also weder, noch widerlegen sie sie.
mfa-brute-agrees = g stimmt in jeder Position (n, x) mit n ≤ { $upto } mit der vollständigen Suche überein, die das Spiel allein aus seiner Definition löst.
mfa-brute-agrees-games = g stimmt in jeder Position (n, x) mit n ≤ { $upto } in jedem Spiel G_0 … G_{ $last } mit der vollständigen Suche überein, die das Spiel allein aus seiner Definition löst.
mfa-brute-differs = g weicht von der vollständigen Suche ab: in G_{ $game } bei n = { $n }: vollständige Suche { $brute }, Rekursion { $recursion }.
`;
