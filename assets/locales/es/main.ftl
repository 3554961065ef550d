# Grid Puzzles — Español (es). Las palabras del juego en este idioma.
#
# Este es el catálogo en español, traducido del inglés (assets/locales/en/main.ftl); un
# mensaje que falte aquí se muestra en inglés. Los comentarios (líneas que empiezan por #)
# dicen dónde se ve cada texto y qué contienen sus variables ($nombre). Para corregir una
# traducción, edita el texto que sigue al «=» y conserva el nombre del mensaje y sus
# variables; el juego en marcha muestra el cambio en un segundo. Consulta la sección
# «Translating the game» del README.
#
# El juego no añade espacios por su cuenta: cuando a una etiqueta le sigue su valor, el
# espacio tras los dos puntos se escribe {"\u00A0"}, un espacio de no separación, para que
# ambos queden en la misma línea en una pantalla estrecha («Puntos:{"\u00A0"}{ $score }»).

## Sobre este idioma

# El nombre del idioma tal como lo escriben sus hablantes: así aparece en el ajuste Idioma.
language-name = Español
# Un tipo de letra de assets/fonts/ con los caracteres del idioma, si Inter no los tiene;
# vacío para el español, que Inter cubre.
language-font = {""}
# Cómo se escriben los números: la marca entre grupos de millares (12.345), la marca
# decimal y las cifras mínimas para agrupar los millares (8861 va sin punto).
number-thousands = .
number-decimal = ,
number-grouped-from = 5
# Un número solo (el valor de un ajuste, una cuenta).
number = { $value }
# Una lista con «y», dicha por partes. Una lista de dos elementos («ficha 7 y ficha 8»):
list-pair = { $first } y { $last }
# El principio de una lista más larga: $first y luego $rest, el resto de la lista ya dicho;
# «2 pistas, 1 movimiento deshecho y juego automático» es
# list-more(2 pistas, list-last(1 movimiento deshecho, juego automático)).
list-more = { $first }, { $rest }
# Los dos últimos elementos de una lista de tres o más.
list-last = { $first } y { $last }
# Las frases de un mismo aviso del lector de pantalla, una tras otra: $first es lo dicho
# hasta ahora y $next la frase siguiente (ningún mensaje de frase lleva punto final).
join-sentences = { $first }. { $next }
# Una fecha: $day, $month (números), $month-name (abajo) y $year.
date = { $day } de { $month-name } de { $year }
month-1 = enero
month-2 = febrero
month-3 = marzo
month-4 = abril
month-5 = mayo
month-6 = junio
month-7 = julio
month-8 = agosto
month-9 = septiembre
month-10 = octubre
month-11 = noviembre
month-12 = diciembre
# Texto que se muestra tal cual (la ruta de un archivo, un reloj); déjalo como está.
plain = { $text }

## Los juegos

app-name = Grid Puzzles
game-bubble-breaker = Bubble Breaker
game-samegame = SameGame
# Un juego chino: 连连看 («unir, unir, mirar»).
game-lianliankan = Lianliankan
game-fifteen = Juego del 15
game-color-lines = Color Lines

# La regla de cada juego en una línea, en su tarjeta del menú.
rule-bubble-breaker = Revienta grupos de dos o más bolas del mismo color: un grupo de n da n(n−1) puntos.
rule-samegame = Elimina grupos de bloques; cuanto mayor es el grupo, más puntos da, y vaciar el tablero da 1000.
rule-lianliankan = Une dos imágenes iguales con una línea de dos giros como máximo antes de que se acabe el tiempo.
rule-fifteen = Desliza las fichas hasta recomponer la imagen.
rule-color-lines = Mueve bolas para alinear cinco o más del mismo color antes de que se llene el tablero.

# El tablero y los ajustes de un juego, tal como los dicen el menú, las estadísticas y
# el panel de ajustes.
params-size = { $width }×{ $height }
params-size-colours = { $width }×{ $height }, { $colours ->
        [one] un color
       *[other] { $colours } colores
    }
params-size-pictures = { $width }×{ $height }, { $pictures ->
        [one] una imagen
       *[other] { $pictures } imágenes
    }
params-with-mode = { $params } · { $mode }
params-next-count = { $count } bolas por turno

# Cómo se llaman las partidas ganadas: el rótulo bajo su número en las estadísticas, que
# sigue a «partidas» («12 partidas, 8 completadas»); la palabra del resultado compartido
# es share-won-*.
won-cleared = completadas
won-solved = resueltas
won-won = ganadas

## El menú

menu-statistics = Estadísticas
menu-settings = Ajustes
menu-quit = Salir
menu-play = Jugar
# El botón que abre el reto de hoy; ✓ cuando ya está terminado hoy.
menu-daily = Reto diario
menu-daily-done = Reto diario ✓
menu-daily-done-streak = Reto diario ✓ { $days ->
        [one] un día
       *[other] { $days } días seguidos
    }
# La descripción emergente del botón de ajustes de una tarjeta.
menu-game-settings = Ajustes:{"\u00A0"}{ $game }
# Bajo la regla: el récord con los ajustes elegidos ($settings: «15×15, 3 colores»).
menu-best-at = Récord en { $settings }:{"\u00A0"}{ $score }
menu-not-played = { $settings }:{"\u00A0"}aún sin jugar

## La pantalla de juego

# Los botones de la barra (sus nombres aparecen junto a los iconos o debajo, o como
# descripciones emergentes); en un móvil caben cinco por fila: palabras cortas.
hud-undo = Deshacer
hud-redo = Rehacer
hud-hint = Pista
hud-new-game = Nueva partida
hud-auto = Auto
# El juego automático del Juego del 15: el motor resuelve el rompecabezas.
hud-solve = Resolver
hud-share = Compartir
hud-settings = Ajustes
hud-menu = Menú
# El botón de un móvil para las acciones que no caben en su barra.
hud-more = Más
hud-pause = Pausa
hud-restart = Reiniciar
# La línea de la puntuación.
hud-score = Puntos:{"\u00A0"}{ $score }
hud-moves = Movimientos:{"\u00A0"}{ $score }
hud-blocks-left-score = Bloques restantes:{"\u00A0"}{ $score }
hud-best = Récord:{"\u00A0"}{ $best }
hud-best-none = Récord:{"\u00A0"}–
# Objetivo (en inglés «par»): lo que puntúa el motor con este reparto.
hud-par = Objetivo:{"\u00A0"}{ $par }
hud-hints = Pistas:{"\u00A0"}{ $count }
hud-daily = Reto del { $date }
hud-seed = Semilla:{"\u00A0"}{ $seed }
# Lo que está haciendo el motor ($action: Auto o Resolver).
hud-auto-playing = { $action }:{"\u00A0"}jugando (cualquier clic o tecla lo detiene)
hud-hint-thinking = Pista:{"\u00A0"}pensando…
hud-par-thinking = Objetivo:{"\u00A0"}pensando…
# La línea propia de cada juego.
hud-blocks-left = Bloques restantes:{"\u00A0"}{ $count }
hud-tiles-left = Fichas restantes:{"\u00A0"}{ $count }
hud-level = Nivel{"\u00A0"}{ $level }
# Lianliankan: parejas que se pueden unir ahora.
hud-pairs = Parejas:{"\u00A0"}{ $count }
hud-no-order-clears = Ya no hay forma de vaciar el tablero
hud-life = Vida
# Color Lines: detrás se muestran las bolas que vienen.
hud-next = Siguientes:
hud-next-hidden = Siguientes:{"\u00A0"}ocultas
hud-incoming = Próxima columna:{"\u00A0"}{ $count }
hud-time = Tiempo:{"\u00A0"}{ $time }
# El Juego del 15 prepara las tablas de su solucionador una vez, al principio.
hud-solver-tables = Preparando el solucionador:{"\u00A0"}{ $percent }{"\u00A0"}%
hud-moves-left = Movimientos restantes:{"\u00A0"}{ $count }
hud-moves-left-at-most = Movimientos restantes:{"\u00A0"}como mucho { $count }
hud-moves-left-thinking = Movimientos restantes:{"\u00A0"}pensando…

## La tarjeta de fin de partida

over-game-over = Fin de la partida
over-board-cleared = ¡Tablero vacío!
over-no-moves = No quedan movimientos
over-blocks-remaining = Bloques restantes:{"\u00A0"}{ $count }
over-board-full = Fin de la partida: el tablero está lleno
over-congratulations = ¡Felicidades!
over-time-up = Se acabó el tiempo
over-level-reached = Nivel { $level } alcanzado
over-tiles-left = { $count ->
        [one] queda una ficha
       *[other] quedan { $count } fichas
    }
over-solved = ¡Resuelto!
# La puntuación, en grande.
card-score-points = { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }
card-score-moves = { $score ->
        [one] { $score } movimiento
       *[other] { $score } movimientos
    }
card-score-blocks = { $score ->
        [one] { $score } bloque restante
       *[other] { $score } bloques restantes
    }
card-new-best = ¡Nuevo récord!
card-time = Tiempo { $time }
card-par = Objetivo { $par }
card-par-beaten = Objetivo { $par } · ¡superado!
card-equals-best = Igualas tu récord:{"\u00A0"}{ $best }
card-rank = Puesto { $rank } entre tus diez mejores
card-rank-best = Puesto { $rank } entre tus diez mejores · récord { $best }
card-best = Récord { $best }
card-daily-unassisted = Reto del { $date } · sin ayuda
# $help: la ayuda que tuvo la partida, en una lista («2 pistas, 1 movimiento deshecho y juego
# automático»).
card-daily-assisted = Reto del { $date } · con ayuda:{"\u00A0"}{ $help }
card-assisted = Con ayuda:{"\u00A0"}{ $help }
help-hints = { $count ->
        [one] { $count } pista
       *[other] { $count } pistas
    }
help-undos = { $count ->
        [one] { $count } movimiento deshecho
       *[other] { $count } movimientos deshechos
    }
help-auto-play = juego automático
button-new-game = Nueva partida
button-review = Revisar
button-share = Compartir
button-menu = Menú
# Una puntuación en una lista de récords; «con ayuda» cuando ayudaron deshacer, una pista
# o el juego automático.
score-plain = { $score }
score-assisted = { $score } · con ayuda

## Compartir: una línea para publicar, sin el tablero

share-daily = { $game }, reto del { $date }
share-score-points = { $score }
share-score-moves = { $score ->
        [one] { $score } movimiento
       *[other] { $score } movimientos
    }
share-score-blocks = { $score ->
        [one] { $score } bloque restante
       *[other] { $score } bloques restantes
    }
share-score-par = { $score } (objetivo { $par })
# Cómo acabó una partida ganada, una palabra de la línea compartida
# («SameGame · 1200 · tablero vacío · sin ayuda»).
share-won-cleared = tablero vacío
share-won-solved = resuelto
share-won-won = ganada
share-finished = terminada
share-in-progress = en curso
share-assisted = con ayuda
share-unassisted = sin ayuda
share-copied = Copiado:{"\u00A0"}{ $line }
share-no-clipboard = Aquí no hay portapapeles. { $line } · código { $code }
share-code-line = código: { $code } (ábrelo con grid-puzzles --code)

## La revisión de una partida terminada, frente al motor

review-title = Revisión
review-previous = Movimiento anterior
review-next = Movimiento siguiente
review-close = Cerrar la revisión
review-move = Movimiento { $number } de { $moves }
review-one-of-the-costliest = uno de los más costosos
review-the-first-wrong-way = el primer paso atrás
review-end = Fin · { $moves ->
        [one] un movimiento
       *[other] { $moves } movimientos
    }
review-end-thinking = Fin · { $moves ->
        [one] un movimiento
       *[other] { $moves } movimientos
    } (pensando…)
review-engine-thinking = El ordenador está pensando…
review-engine-agrees = El ordenador habría hecho lo mismo
# Juego del 15: a cuántos movimientos de la solución estaba la posición ($moves), y los
# movimientos jugados de más respecto a la solución más corta hasta aquí ($over).
review-from-solved-closer = A { $moves ->
        [one] un movimiento
       *[other] { $moves } movimientos
    } de la solución; un paso más cerca · { $over ->
        [one] un movimiento
       *[other] { $over } movimientos
    } de más respecto al óptimo hasta aquí
review-from-solved-wrong-way = A { $moves ->
        [one] un movimiento
       *[other] { $moves } movimientos
    } de la solución; un paso atrás · { $over ->
        [one] un movimiento
       *[other] { $over } movimientos
    } de más respecto al óptimo hasta aquí
review-pair-reshuffled = Tras esta pareja no quedaba ninguna otra: se barajaron las fichas
review-pair-unclearable = Tras esta pareja ya no había forma de vaciar el tablero
review-other-ball = El ordenador habría movido otra bola
review-other-ball-points = El ordenador habría movido otra bola y ganado { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } de inmediato
# SameGame, Bubble Breaker: $line es «yes» cuando se conoce la línea del motor desde
# aquí, con su puntuación $score.
review-as-good = Tan buena como la elección del ordenador{ $line ->
        [yes] {" "}(su línea desde aquí:{"\u00A0"}{ $score })
       *[no] {""}
    }
review-worth-more = La elección del ordenador valía { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } más{ $line ->
        [yes] {" "}(su línea desde aquí:{"\u00A0"}{ $score })
       *[no] {""}
    }
review-worth-more-blocks = La elección del ordenador habría quitado { $blocks ->
        [one] { $blocks } bloque
       *[other] { $blocks } bloques
    } más
review-elsewhere = El ordenador habría jugado en otro sitio
# Los totales al final.
review-sum-moves = { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
review-sum-moves-at-best = { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    } (mínimo posible:{"\u00A0"}{ $best })
review-sum-first-wrong-way = primer paso atrás:{"\u00A0"}movimiento { $move }
review-sum-never-wrong-way = ningún paso atrás
review-sum-points-lost = { $points ->
        [one] { $points } punto perdido en total
       *[other] { $points } puntos perdidos en total
    }
review-sum-blocks-lost = { $blocks ->
        [one] { $blocks } bloque más sin quitar en total
       *[other] { $blocks } bloques más sin quitar en total
    }
# $moves: los movimientos más costosos, cada uno con lo que perdió («4 (120) y 9 (80)»);
# $count: cuántos son.
review-sum-most-at = sobre todo en { $count ->
        [one] el movimiento
       *[other] los movimientos
    } { $moves }
review-move-and-loss = { $move } ({ $points })
review-sum-agreed = El ordenador coincidió en todos los movimientos
review-sum-chose-otherwise = { $points ->
        [one] { $points } punto desaprovechado
       *[other] { $points } puntos desaprovechados
    } · el ordenador eligió otra cosa en { $count ->
        [one] el movimiento
       *[other] los movimientos
    } { $moves }
review-sum-stuck-after = El tablero se bloqueó tras el movimiento { $move }
review-sum-unclearable-after = Tras el movimiento { $move } ya no había forma de vaciar el tablero
review-sum-always-clearable = Ninguna pareja impidió vaciar el tablero

## Estadísticas

stats-title = Estadísticas
stats-not-played = Aún sin jugar
stats-daily = Retos diarios:{"\u00A0"}{ $played ->
        [one] { $played } jugado
       *[other] { $played } jugados
    } ({ $assisted } con ayuda), racha de { $streak ->
        [one] { $streak } día
       *[other] { $streak } días
    } (la más larga:{"\u00A0"}{ $longest })
# Los rótulos bajo las cifras.
stats-played = partidas
stats-best = récord
stats-fewest-moves = menos movimientos
stats-fewest-blocks = menos bloques restantes
stats-average = promedio
stats-total = total
stats-best-time = mejor tiempo
stats-streak = racha
stats-longest = racha más larga
stats-chart-higher-better = { $games ->
        [one] Última partida
       *[other] Últimas { $games } partidas
    } (cuanto más alto, mejor): las doradas están entre tus diez mejores; las atenuadas tuvieron ayuda
stats-chart-fewer-better = { $games ->
        [one] Última partida
       *[other] Últimas { $games } partidas
    } (cuantos menos movimientos, mejor): las doradas están entre tus diez mejores; las atenuadas tuvieron ayuda
# Una línea de los diez mejores: puesto, puntuación, fecha.
stats-top = { $rank }.  { $score }   { $date }
stats-top-daily = { $rank }.  { $score }   { $date } · reto diario
stats-top-level = { $rank }.  { $score }   { $date } · nivel { $level }

## Ajustes

settings-title = Ajustes
settings-game-title = Ajustes:{"\u00A0"}{ $game }
settings-every-game = Todos los juegos
settings-next-game = Próxima partida:{"\u00A0"}{ $params } (empieza al pulsar «Nueva partida»)
settings-assets-folder = Recursos:{"\u00A0"}{ $folder } (sus archivos sustituyen a los integrados)
settings-assets-built-in = Recursos:{"\u00A0"}integrados en el programa
panel-done = Hecho
paused-title = En pausa
paused-note = El reloj se detiene y el tablero queda oculto. Pulsa P o Continuar para seguir.
button-resume = Continuar
restart-title = ¿Reiniciar esta partida?
restart-note = El mismo reparto desde el principio: se deshacen las jugadas que hiciste.
button-restart = Reiniciar
button-cancel = Cancelar
setting-language = Idioma
# La primera opción del ajuste Idioma: el idioma del sistema (del navegador).
setting-language-system = Sistema
# Un idioma del ajuste Idioma, por su propio nombre; déjalo como está.
language-own-name = { $name }
setting-theme = Tema
setting-symbols = Símbolos
setting-reduced-motion = Menos animación
setting-clock = Reloj
setting-sound = Sonido
setting-volume = Volumen
setting-volume-value = { $percent }{"\u00A0"}%
setting-width = Ancho
setting-height = Alto
setting-colours = Colores
setting-size = Tamaño
setting-pictures = Imágenes
setting-shift = Las fichas se deslizan
setting-levels = Niveles
setting-time = Tiempo
setting-time-minutes = { $minutes } min
setting-board = Tablero
setting-next-count = Bolas por turno
setting-next = Próximas bolas
next-shown = Visibles
next-hidden = Ocultas (+1 por línea)
board-five-or-more = { $board } ({ $size })
board-small = Pequeño
board-medium = Mediano
board-large = Grande
setting-level = Nivel
level-very-easy = Muy fácil
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-custom = Personalizado
setting-deal = Reparto
deal-random = Al azar
deal-clearable = Resoluble
setting-scoring = Puntuación
scoring-n-minus-2 = (n−2)² puntos
scoring-n-minus-1 = (n−1)² puntos
scoring-fewest = Menos bloques
setting-mode = Estilo de juego
mode-standard = Estándar
mode-continuous = Continuo
mode-shifter = Shifter

shift-none = No se mueven
shift-down = Hacia abajo
shift-up = Hacia arriba
shift-left = Hacia la izquierda
shift-right = Hacia la derecha
shift-split-vertical = Separadas, arriba y abajo
shift-gather-vertical = Hacia la fila central
shift-split-horizontal = Separadas, izquierda y derecha
shift-gather-horizontal = Hacia la columna central
mode-megashift = MegaShift
setting-numbers = Números
setting-moves-left = Movimientos restantes
value-on = Sí
value-off = No
# Los botones de un selector numérico.
stepper-less = −
stepper-more = +
# El nombre de un tema: los incluidos por su carpeta ($name), uno propio por su $title.
theme-title = { $name ->
        [classic] Clásico
        [contrast] Alto contraste
       *[other] { $title }
    }

## Problemas, en una línea roja al pie de la ventana

# $problem: el archivo y lo que falla, tal como lo dice el lector de ese archivo.
problem-file = { $problem }
problem-file-built-in = { $problem } (se usa la copia integrada)
# Una sección de config.ron de un juego que no se puede leer.
problem-section-defaults = { $why }; se usan sus valores predeterminados
# Una partida guardada o un código de partida que no se abre.
problem-new-game-started = { $why }; se empezó una partida nueva
# Why a file or a saved game did not read, in the problem line ($detail: the reader's
# own words, in English, shown in brackets).
why-cannot-open = no se puede leer ({ $detail })
why-not-text = no es texto UTF-8
why-not-settings = no contiene ajustes
why-not-toml-at = no es TOML válido en la línea { $line } ({ $detail })
why-not-toml = no es TOML válido ({ $detail })
why-group-not-a-table = [{ $group }] no es una tabla
why-setting-unreadable = { $setting } en [{ $group }] no se puede leer ({ $detail })
why-group-unreadable = [{ $group }] no se puede leer ({ $detail })
why-save-other-version = la partida guardada es de otra versión del juego
why-save-damaged = la partida guardada está dañada ({ $detail })
why-code-other-version = el código de partida es de otra versión del juego
why-code-damaged = el código de partida no se abre ({ $detail })
# Un archivo de ajustes que no se puede leer: $how es «moved» (no se leyó nada) o
# «copied» (se leyó el resto); $saved es «yes» cuando los bytes del jugador se guardaron
# como $kept ($where: «browser» para el almacenamiento del navegador); si no, $error
# dice por qué.
problem-settings = { $file }: { $why }; { $how ->
        [moved] se empezó
       *[copied] se empieza
    } con los valores predeterminados{ $saved ->
        [yes] ; tu archivo se conserva como { $kept }{ $where ->
            [browser] {" "}en el almacenamiento del navegador
           *[file] {""}
        }
       *[no] {" "}({ $error })
    }
# La dirección de la página pide algo que no se abre: $what es «game» o «daily» (las
# palabras de la propia dirección) e $id lo que nombró.
problem-address-no-game = la dirección pide { $what }="{ $id }", que aquí no es ningún juego; se abrió el menú en su lugar
problem-address-code-game = el código de la dirección es de «{ $id }», que aquí no es ningún juego; se abrió el menú en su lugar
problem-address-seed = el valor seed="{ $seed }" de la dirección no es un número entero; se repartió una partida nueva
problem-address-code = el parámetro code= de la dirección no se puede abrir ({ $why }); se abrió el menú en su lugar

## La página web, mientras el juego se descarga y arranca (texto simple: sin formas de plural)

page-loading = Cargando Grid Puzzles…
page-downloading = Descargando Grid Puzzles…
# $arrived y $total: megabytes, con un decimal.
page-amount = { $arrived } de { $total } MB
page-starting = Iniciando…
page-retry = Reintentar
page-no-webgl = Grid Puzzles necesita WebGL2, que este navegador no ofrece. Prueba una versión actual de Firefox, Chrome, Edge o Safari, o activa la aceleración por hardware.
# $why: uno de los mensajes page-why de abajo.
page-download-failed = No se pudo descargar Grid Puzzles: { $why }. Comprueba la conexión y vuelve a intentarlo.
page-why-no-connection = no hay conexión
page-why-status = el servidor respondió { $status } para { $file }
page-why-broke-off = la descarga se interrumpió
page-why-module = { $file } no se cargó
# $error: las palabras del propio navegador.
page-start-failed = No se pudo iniciar Grid Puzzles: { $error }

## Para quien no ve el tablero: lo que dice de él un lector de pantalla

# El nombre de un color (un bloque, una bola, las bolas siguientes), como sustantivo:
# se dice solo, en «grupo rojo» y en «bola de color rojo».
colour-r = rojo
colour-g = verde
colour-y = amarillo
colour-b = azul
colour-p = morado
colour-c = cian
colour-o = naranja
# Una casilla del tablero, tal como la nombra el lector de pantalla.
cell-empty = vacía
# SameGame y Bubble Breaker: un bloque de un grupo que se puede quitar, y lo que da.
cell-colour-group = { $colour }, grupo de { $size }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
cell-colour-group-plain = { $colour }, grupo de { $size }
cell-ball = bola de color { $colour }
# Juego del 15.
cell-tile = ficha { $number }
# Las imágenes del Lianliankan.
picture-1 = corazón
picture-2 = sol
picture-3 = estrella
picture-4 = trébol
picture-5 = gota
picture-6 = gema
picture-7 = luna
picture-8 = flor
picture-9 = seta
picture-10 = pica
picture-11 = ancla
picture-12 = árbol
picture-13 = campana
picture-14 = llave
picture-15 = pez
picture-16 = taza
picture-17 = paraguas
picture-18 = corona
picture-19 = casa
picture-20 = gato
picture-21 = cerezas
picture-22 = rayo
picture-23 = copo de nieve
picture-24 = nota musical
picture-25 = mariposa
picture-26 = nube
picture-27 = vela
picture-28 = reloj de arena
picture-29 = bombilla
picture-30 = zanahoria
picture-31 = velero
picture-32 = regalo
picture-33 = imán
picture-34 = caracol
picture-35 = gafas
picture-36 = reloj
# Los botones de un selector numérico, nombrados por el ajuste que cambian ($setting: «Ancho»).
access-less = { $setting }: menos
access-more = { $setting }: más
# «Jugar: Juego del 15» y no «Jugar a Juego del 15».
access-play-game = Jugar: { $game }
access-card-button = { $game }: { $button }
# Lo que cambió, dicho en el momento (las partes de un mismo turno las une join-sentences).
say-points = { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, { $total } en total
say-group-selected = Grupo { $colour } de { $size } seleccionado, vale { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
# $piece: lo que se seleccionó («bola de color amarillo», «luna»).
say-selected = Selección: { $piece }
say-unreachable = No hay camino hasta la columna { $column }, fila { $row }
# Color Lines: los colores de las tres bolas siguientes.
say-next = Siguientes: { $colours }
say-next-hidden = Las próximas bolas están ocultas.
say-column-came = Ha entrado una columna nueva por la izquierda.
say-incoming = Próxima columna, desde abajo: { $colours }
# Juego del 15: las fichas que desplazó un movimiento («ficha 7 y ficha 8»).
say-tiles-moved = Movimiento: { $tiles }
say-pair-joined = Pareja unida: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, { $total } en total
say-reshuffled = No quedaba ninguna pareja: se barajan las fichas
say-tiles-slid = Las fichas se deslizaron: { $shift }
say-level = Nivel { $level }. Las fichas se deslizan: { $shift }. La barra de vida vuelve a estar llena.
say-life-low = Queda poca vida
say-undone = Movimiento deshecho; puntos: { $score }
# $title: cómo terminó la partida («No quedan movimientos»).
say-game-over = { $title } — puntos: { $score }
say-new-game = Nueva partida
say-paused = Partida en pausa
say-resumed = Partida reanudada
# $cells: las casillas en las que haría clic el motor.
say-hint = Pista: { $cells }
say-cell = columna { $column }, fila { $row }

## Controles (los muestra el panel de ajustes)

controls-title = Controles
controls-keyboard = Teclado:{"\u00A0"}flechas para moverse por el tablero, Intro o Espacio para jugar, Tab para pasar de un botón a otro, Ctrl+Z para deshacer, H para pedir una pista, P para pausar, R para reiniciar, Esc para volver atrás
controls-gamepad = Mando:{"\u00A0"}cruceta o stick izquierdo para moverse, A para jugar, B para deshacer, Y para pedir una pista, X para reiniciar, Select para pausar, Start para abrir el menú

# Juego del 15: qué rompecabezas se juega.
setting-kind = Rompecabezas
kind-fifteen = Juego del 15 (deslizar)
kind-sixteen = Juego del 16 (girar)
# Las flechas del juego del 16 alrededor del tablero y lo que hizo un giro.
arrow-row-left = Girar la fila { $line } a la izquierda
arrow-row-right = Girar la fila { $line } a la derecha
arrow-column-up = Girar la columna { $line } hacia arriba
arrow-column-down = Girar la columna { $line } hacia abajo
say-turned-row-left = La fila { $line } giró a la izquierda
say-turned-row-right = La fila { $line } giró a la derecha
say-turned-column-up = La columna { $line } giró hacia arriba
say-turned-column-down = La columna { $line } giró hacia abajo
# Juego del 15: la imagen de la que se cortan las fichas, la del jugador o la del juego.
setting-picture = Imagen
picture-game-own = La del juego
picture-yours = La tuya
picture-choose = Elegir…
picture-dialog-title = Elige una imagen para el Juego del 15
picture-kind = Imágenes
picture-taken = Tu imagen ya está: las fichas del Juego del 15 la muestran.
picture-back = El Juego del 15 vuelve a mostrar su propia imagen.
picture-not-a-picture = Ese archivo no es una imagen, así que el Juego del 15 conserva la que tiene.
picture-too-large = Esa imagen es demasiado grande (40 MB o 64 megapíxeles como máximo), así que el Juego del 15 conserva la que tiene.
picture-no-dialog = Aquí no se abre ningún diálogo de archivos: arrastra una imagen a la ventana.
