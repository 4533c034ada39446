// The frame around every widget in French (see en.js).
export const ftl = String.raw`
frame-loading = Chargement de Nim Lab…
frame-attrs-unused = Nim Lab n’a pas pu utiliser certains attributs ; il applique leurs valeurs par défaut :
frame-cannot-show = Nim Lab ne peut pas afficher ceci :
frame-failed = Nim Lab n’a pas pu démarrer ici :
frame-unknown-attrs = ce n’est pas un attribut de cet élément : { $names } (attributs connus : { $known })
frame-link-unused = Non utilisé dans le lien :
frame-not-a-setting = { $key } n’est pas un réglage de ce widget.
frame-view-left-out = view={ $view } est ignoré : game= désigne déjà le widget.
frame-repeated = { $key } est donné { $count } fois ; c’est le dernier qui compte.
frame-open-full = Ouvrir dans Nim Lab
notice-dismiss = Fermer
    .aria-label = Fermer cet avis

## Le titre d’un widget

frame-title-move-fn = Le jeu de la fonction de coup
frame-title-blocking = Nim avec blocage
frame-title-subtraction = Jeu de soustraction (un tas avec Min/Max)
frame-title-take-away = Jeu de retrait
frame-title-sum = Somme de jeux de retrait
frame-title-single-delete = Nim à une suppression
frame-title-table = Table de g(N)
frame-title-base = La base g et la représentation de N
frame-title-plot = Graphique de g(N)
frame-against-engine = contre le moteur
`;
