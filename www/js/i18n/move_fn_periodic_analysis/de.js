// The sentences of the periodic analysis f(n, x) in German (see en.js).
export const ftl = String.raw`
## Glossar: die festen Begriffe, wie im Katalog des Abschnitts (move_fn_periodic_section).
# Satz 1, Satz 2, Algorithmus 1, Bedingung (2) (gilt / ist verletzt), Folgerung, Gegenbeispiel,
# Element, Basis, Spiel, monoton wachsend, Artikel, Fibonacci-Formeln.

mfpa-theorem2-holds = Satz 2 gilt auf 1..{ $upto }: In jedem Spiel G_0 … G_{ $last } ergeben Θ_i an den Elementen und { $rule } dazwischen genau die g_i von Algorithmus 1.
mfpa-theorem2-fails = Satz 2 scheitert: In G_{ $game } ist { $value } nach Algorithmus 1, aber die Basen sagen { $predicted } voraus.
mfpa-theorem1-holds = Die Folgerungen 1, 2, 3a und 3b von Satz 1 gelten auf 1..{ $upto }.
mfpa-theorem1-fails = Eine Folgerung von Satz 1 scheitert auf 1..{ $upto }, obwohl Bedingung (2) gilt — ein Gegenbeispiel zum Satz, wie er formuliert ist.
mfpa-theorem1-fails-in-range = Eine Folgerung von Satz 1 scheitert auf 1..{ $upto }, obwohl Bedingung (2) auf diesem Bereich gilt — ein Gegenbeispiel zum Satz, wie er formuliert ist.
mfpa-theorem1-holds-anyway = Bedingung (2) ist verletzt, also verspricht Satz 1 hier nichts; seine Folgerungen gelten auf 1..{ $upto } dennoch.
mfpa-theorem1-not-apply = Bedingung (2) ist verletzt, und die Folgerungen von Satz 1 scheitern auf 1..{ $upto } tatsächlich: Der Satz ist auf dieses f nicht anwendbar.
mfpa-condition-fails = { $drop }: Bedingung (2) ist verletzt (n = { $residue } mod { $t }).
mfpa-condition-proved = f ist nach der Form seines Ausdrucks monoton wachsend in x: Bedingung (2) gilt für alle n und x.
mfpa-condition-proved-from = f ist nach der Form seines Ausdrucks für x ≥ { $from } monoton wachsend in x, und { $condition } wurde für x < { $from } bei jedem n mod { $t } geprüft: Bedingung (2) gilt überall.
mfpa-condition-checked = { $condition } geprüft für x < { $upto } bei jedem n mod { $t } (darüber hinaus nicht bewiesen).
mfpa-conclusion-1 = jedes Element b von B_i erfüllt { $claim }
mfpa-conclusion-2 = jedes n außerhalb von B_i erfüllt { $claim }
mfpa-conclusion-3a = aus { $between } folgt { $claim }
mfpa-conclusion-3b = ist B_i endlich und n größer als sein größtes Element b_ik, so gilt { $claim }
mfpa-counter-member = { $member }, aber { $value }
mfpa-counter-outside = { $outside }, aber { $value }, also nicht < { $n }
mfpa-counter-rule = { $value }, aber { $expected }
mfpa-example2-agrees = { $count ->
        [one] Das einzige Element
       *[other] Alle { $count } Elemente
    } von B_0 und B_1 bis { $limit } { $count ->
        [one] stimmt
       *[other] stimmen
    } mit den Fibonacci-Formeln des Artikels überein.
mfpa-example2-differs = Die Formeln des Artikels und die berechneten Basen unterscheiden sich zuerst in B_{ $game } an Position { $k }: berechnet { $computed }, im Artikel { $printed }.
`;
