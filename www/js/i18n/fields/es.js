// The setting fields' labels in Spanish (see en.js).
export const ftl = String.raw`
field-f = Función de jugada $f(x) =$
field-upto = Tabla hasta $N =$
field-kupto = Tabla hasta $S =$
field-n = Número $N$ (de cualquier tamaño, p. ej. 10^18)
field-pile = Montón inicial
field-max = Primera jugada: como mucho
field-theme = Tema
field-lang = Idioma
field-pf = Función de jugada $f(n, x) =$
field-t = Período $t$ [{ $min }–{ $max }]
field-pupto = Tablas hasta $n =$
field-pgame = Juego
field-bc = Bloqueos $c_i =$
field-bmin = Quitar al menos $m_i =$
field-bmax = Quitar como mucho $M_i =$
field-bupto = Montones hasta $N$
field-bmoves = Jugadas hasta $K$ [{ $min }–{ $max }]
field-kset = o cualquier conjunto de sustracción
field-tupto = Comparar hasta $N =$
field-tn = Número $N$ (cualquiera menor que 2^53, p. ej. 10^15)
field-gupto = Montones hasta $N =$ [{ $min }–{ $max }]
field-grow = Montones (de { $min } a { $max }, cada uno de 1 a { $pile })
field-dpiles = Montones $k$ [{ $min }–{ $max }]
field-dmax = Montón más grande $S$
field-dfix = Los demás montones
field-dstart = Inicio (de { $min } a { $max } montones)
`;
