// The frame around every widget in Spanish (see en.js).
export const ftl = String.raw`
frame-loading = Cargando Nim Lab…
frame-attrs-unused = Nim Lab no pudo usar algunos atributos; usa sus valores predeterminados:
frame-cannot-show = Nim Lab no puede mostrar esto:
frame-failed = Nim Lab no pudo arrancar aquí:
frame-unknown-attrs = no es un atributo de este elemento: { $names } (los conocidos: { $known })
frame-link-unused = No se ha usado del enlace:
frame-not-a-setting = { $key } no es un ajuste de este widget.
frame-view-left-out = Se omite view={ $view }: game= ya nombra el widget.
frame-repeated = { $key } aparece { $count } veces; se usa la última.
frame-open-full = Abrir en Nim Lab
notice-dismiss = Cerrar
    .aria-label = Cerrar este aviso

## El título de un widget

frame-title-move-fn = El juego de la función de jugada
frame-title-blocking = Nim con bloqueo
frame-title-subtraction = Juego de sustracción (un montón con Min/Max)
frame-title-take-away = Juego de retirada
frame-title-sum = Suma de juegos de retirada
frame-title-single-delete = Nim de un borrado
frame-title-table = Tabla de g(N)
frame-title-base = La base g y la representación de N
frame-title-plot = Gráfica de g(N)
frame-against-engine = contra el motor
`;
