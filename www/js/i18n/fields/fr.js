// The setting fields' labels in French (see en.js).
export const ftl = String.raw`
field-f = Fonction de coup $f(x) =$
field-upto = Table jusqu’à $N =$
field-kupto = Table jusqu’à $S =$
field-n = Nombre $N$ (de toute taille, p. ex. 10^18)
field-pile = Tas de départ
field-max = Premier coup : au plus
field-theme = Thème
field-lang = Langue
field-pf = Fonction de coup $f(n, x) =$
field-t = Période $t$ [{ $min }–{ $max }]
field-pupto = Tables jusqu’à $n =$
field-pgame = Jeu
field-bc = Blocages $c_i =$
field-bmin = Prendre au moins $m_i =$
field-bmax = Prendre au plus $M_i =$
field-bupto = Tas jusqu’à $N$
field-bmoves = Coups jusqu’à $K$ [{ $min }–{ $max }]
field-kset = ou tout ensemble de soustraction
field-tupto = Comparer jusqu’à $N =$
field-tn = Nombre $N$ (toute taille sous 2^53, p. ex. 10^15)
field-gupto = Tas jusqu’à $N =$ [{ $min }–{ $max }]
field-grow = Tas (de { $min } à { $max }, chacun de 1 à { $pile })
field-dpiles = Tas $k$ [{ $min }–{ $max }]
field-dmax = Plus grand tas $S$
field-dfix = Les autres tas
field-dstart = Départ (de { $min } à { $max } tas)
`;
