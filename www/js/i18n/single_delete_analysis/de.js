// Single-delete Nim's analysis in German (see en.js).
export const ftl = String.raw`
sd-name-doubling = die Beobachtung zur Verdopplung
sd-statement-theorem-1-1 = Zwei Haufen: P genau dann, wenn beide ungerade sind
sd-statement-theorem-1-4 = Drei Haufen: P genau dann, wenn alle drei dieselbe 2-adische Bewertung haben
sd-statement-prop-4-1 = Alle Haufen ungerade ⇒ P
sd-statement-prop-4-2 = k Haufen aus 2: N genau dann, wenn k ≡ 2 (mod 3)
sd-statement-condition-1 = Vier Haufen mit gleichen 2-adischen Bewertungen ⇒ P (Satz 1.5, Bedingung (1))
sd-statement-doubling = Jeden Haufen zu verdoppeln erhält P und N (eine Beobachtung, nicht aus der Arbeit; geprüft, wo die verdoppelten Haufen im Bereich bleiben)
sd-check-other-piles = Handelt von { $piles } Haufen: gilt nicht für { $k } Haufen.
sd-check-no-twos = Gilt hier nicht: Kein Haufen aus 2 liegt im Bereich.
sd-check-contradicted-p = Widerlegt bei { $at }: Die Suche findet eine P-Position.
sd-check-contradicted-n = Widerlegt bei { $at }: Die Suche findet eine N-Position.
sd-check-holds = Gilt für jede Stellung aus { $piles } Haufen mit jeweils ≤ { $max } (Suche).
sd-doubling-contradicted-p = Widerlegt bei { $at }: Das ist eine P-Position, aber { $doubled } ist eine N-Position.
sd-doubling-contradicted-n = Widerlegt bei { $at }: Das ist eine N-Position, aber { $doubled } ist eine P-Position.
sd-explain-agrees-p = { $piles } ist eine P-Position: { $because }, also ist sie nach { $name } eine P-Position (die Suche stimmt zu).
sd-explain-agrees-n = { $piles } ist eine N-Position: { $because }, also ist sie nach { $name } eine N-Position (die Suche stimmt zu).
sd-explain-contradicted-p = Die Suche findet { $piles } als P-Position, aber { $name } sagt etwas anderes ({ $because }): Die Aussage ist hier widerlegt.
sd-explain-contradicted-n = Die Suche findet { $piles } als N-Position, aber { $name } sagt etwas anderes ({ $because }): Die Aussage ist hier widerlegt.
sd-explain-search-p = { $piles } ist laut Suche eine P-Position: Jeder Zug hinterlässt eine N-Position. Keine Aussage der Arbeit deckt die Bewertungen { $vals } ab.
sd-explain-search-n = { $piles } ist laut Suche eine N-Position: Lösche { $delete }, teile { $split } in { $a } + { $b }, dann bleibt eine P-Position.
`;
