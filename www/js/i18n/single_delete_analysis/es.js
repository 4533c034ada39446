// Single-delete Nim's analysis in Spanish (see en.js).
export const ftl = String.raw`
sd-name-doubling = la observación de la duplicación
sd-statement-theorem-1-1 = Dos montones: P exactamente cuando ambos son impares
sd-statement-theorem-1-4 = Tres montones: P exactamente cuando los tres tienen la misma valoración 2-ádica
sd-statement-prop-4-1 = Todos los montones impares ⇒ P
sd-statement-prop-4-2 = k montones de 2: N exactamente cuando k ≡ 2 (mód 3)
sd-statement-condition-1 = Cuatro montones con valoraciones 2-ádicas iguales ⇒ P (teorema 1.5, condición (1))
sd-statement-doubling = Duplicar cada montón conserva P y N (una observación que no está en el artículo; comprobada donde los montones duplicados siguen en el rango)
sd-check-other-piles = Trata de { $piles } montones: no se aplica a { $k } montones.
sd-check-no-twos = No se aplica: ningún montón de 2 está en el rango.
sd-check-contradicted-p = Refutado en { $at }: la búsqueda encuentra una posición P.
sd-check-contradicted-n = Refutado en { $at }: la búsqueda encuentra una posición N.
sd-check-holds = Se cumple en toda posición de { $piles } montones, cada uno ≤ { $max } (búsqueda).
sd-doubling-contradicted-p = Refutado en { $at }: es una posición P, pero { $doubled } es una posición N.
sd-doubling-contradicted-n = Refutado en { $at }: es una posición N, pero { $doubled } es una posición P.
sd-explain-agrees-p = { $piles } es una posición P: { $because }, así que { $name } la hace P (la búsqueda coincide).
sd-explain-agrees-n = { $piles } es una posición N: { $because }, así que { $name } la hace N (la búsqueda coincide).
sd-explain-contradicted-p = La búsqueda encuentra que { $piles } es una posición P, pero { $name } dice lo contrario ({ $because }): el enunciado queda refutado aquí.
sd-explain-contradicted-n = La búsqueda encuentra que { $piles } es una posición N, pero { $name } dice lo contrario ({ $because }): el enunciado queda refutado aquí.
sd-explain-search-p = { $piles } es una posición P según la búsqueda: toda jugada deja una posición N. Ningún enunciado del artículo cubre las valoraciones { $vals }.
sd-explain-search-n = { $piles } es una posición N según la búsqueda: elimina { $delete }, parte { $split } en { $a } + { $b } y queda una posición P.
`;
