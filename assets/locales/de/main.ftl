# Grid Puzzles — Deutsch (de). Die Texte des Spiels in dieser Sprache.
#
# Dies ist der deutsche Katalog, übersetzt aus dem englischen (en/main.ftl); fehlt hier
# eine Meldung, zeigt das Spiel die englische. Die Kommentare (Zeilen mit #) sagen, wo
# ein Text erscheint und was seine Variablen ($name) enthalten. Um eine Formulierung zu
# verbessern, ändere den Text nach dem „=“ und behalte den Namen der Meldung und ihre
# Variablen bei; das laufende Spiel zeigt die Änderung innerhalb einer Sekunde. Siehe
# die README, Abschnitt „Translating the game“.
#
# Das Spiel fügt keine Leerzeichen von sich aus ein: Folgt auf eine Beschriftung ihr Wert,
# wird das Leerzeichen nach dem Doppelpunkt als {"\u00A0"} geschrieben, ein geschütztes
# Leerzeichen, damit beide auf einem schmalen Bildschirm in einer Zeile bleiben
# („Punkte:{"\u00A0"}{ $score }“).

## Über diese Sprache

# Der Name der Sprache, wie ihre Sprecher ihn schreiben: So steht sie in der Sprachauswahl.
language-name = Deutsch
# Eine Schrift unter assets/fonts/ für Zeichen, die Inter fehlen; leer, da Inter Deutsch abdeckt.
language-font = {""}
# Zahlen: Tausendertrennzeichen (8.861), Dezimalzeichen und ab wie vielen Stellen
# die Tausender getrennt werden.
number-thousands = .
number-decimal = ,
number-grouped-from = 4
# Eine Zahl für sich (Wert einer Einstellung, eine Anzahl).
number = { $value }
# Eine „und“-Liste, in Stücken gesagt. Eine Liste aus zwei Einträgen („Stein 7 und Stein 8“):
list-pair = { $first } und { $last }
# Der Anfang einer längeren Liste: $first, dann $rest, der schon gesagte Rest der Liste;
# „2 Tipps, 1 Zugrücknahme und Automatik“ ist list-more(2 Tipps, list-last(1 Zugrücknahme, Automatik)).
list-more = { $first }, { $rest }
# Die letzten zwei Einträge einer Liste aus drei oder mehr.
list-last = { $first } und { $last }
# Die Sätze einer Ansage für den Screenreader, einer nach dem anderen: $first ist das bisher
# Gesagte, $next der nächste Satz (keine Satz-Meldung endet selbst mit einem Punkt).
join-sentences = { $first }. { $next }
# Ein Datum: $day, $month (Zahlen), $month-name (unten) und $year.
date = { $day }. { $month-name } { $year }
month-1 = Januar
month-2 = Februar
month-3 = März
month-4 = April
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = August
month-9 = September
month-10 = Oktober
month-11 = November
month-12 = Dezember
# Text, der unverändert erscheint (ein Dateipfad, eine Uhrzeit); so lassen.
plain = { $text }

## Die Spiele

app-name = Grid Puzzles
game-bubble-breaker = Bubble Breaker
game-samegame = SameGame
# Ein chinesisches Spiel: 连连看 („verbinden, verbinden, schauen“).
game-lianliankan = Lianliankan
game-fifteen = 15-Puzzle
game-color-lines = Color Lines

# Die Regel jedes Spiels in einer Zeile, auf seiner Karte im Menü.
rule-bubble-breaker = Lass Gruppen aus zwei oder mehr gleichfarbigen Kugeln platzen: Eine Gruppe aus n Kugeln bringt n(n−1) Punkte.
rule-samegame = Entferne Gruppen von Steinen: Je größer die Gruppe, desto mehr Punkte, und ein abgeräumtes Spielfeld bringt 1.000 Bonuspunkte.
rule-lianliankan = Verbinde zwei gleiche Bilder durch eine Linie mit höchstens zwei Knicken, bevor die Zeit abläuft.
rule-fifteen = Verschiebe die Steine, bis das Bild wieder vollständig ist.
rule-color-lines = Bewege Kugeln so, dass fünf oder mehr gleicher Farbe in einer Reihe stehen, bevor das Spielfeld voll ist.

# Spielfeld und Einstellungen eines Spiels, wie Menü, Statistik und Optionen sie nennen.
params-size = { $width }×{ $height }
params-size-colours = { $width }×{ $height }, { $colours ->
        [one] eine Farbe
       *[other] { $colours } Farben
    }
params-size-pictures = { $width }×{ $height }, { $pictures ->
        [one] ein Bild
       *[other] { $pictures } Bilder
    }
params-with-mode = { $params } · { $mode }
params-next-count = { $count } Kugeln pro Zug

# Wie ein gewonnenes Spiel heißt: die Beschriftung unter der Zahl der gewonnenen Spiele in
# der Statistik („12 abgeräumt“).
won-cleared = abgeräumt
won-solved = gelöst
won-won = gewonnen

## Das Menü

menu-statistics = Statistik
menu-settings = Optionen
menu-quit = Beenden
menu-play = Spielen
# Die Schaltfläche für das heutige Rätsel; ✓, sobald es heute gelöst ist.
menu-daily = Tagesrätsel
menu-daily-done = Tagesrätsel ✓
# Ab zwei Tagen in Folge; kurz, denn es steht auf der Schaltfläche der Karte.
menu-daily-done-streak = Rätsel ✓ { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }
# Die Kurzinfo der Optionen-Schaltfläche einer Karte.
menu-game-settings = Optionen für { $game }
# Unter der Regel: der Rekord für die gewählten Einstellungen ($settings: „15×15, 3 Farben“).
menu-best-at = Rekord bei { $settings }:{"\u00A0"}{ $score }
menu-not-played = { $settings }:{"\u00A0"}noch nicht gespielt

## Der Spielbildschirm

# Die Schaltflächen der Werkzeugleiste (Namen neben oder unter den Symbolen oder als
# Kurzinfo; auf dem Handy fünf nebeneinander: kurz halten).
hud-undo = Rückgängig
hud-redo = Wiederholen
hud-hint = Tipp
hud-new-game = Neu
hud-auto = Automatik
# Automatisches Spiel im 15-Puzzle: Der Computer löst das Rätsel.
hud-solve = Lösen
hud-share = Teilen
hud-settings = Optionen
hud-menu = Menü
# Auf dem Handy die Schaltfläche für Aktionen, die nicht in die Leiste passen.
hud-more = Mehr
hud-pause = Pause
hud-restart = Neu beginnen
# Die Punktezeile.
hud-score = Punkte:{"\u00A0"}{ $score }
hud-moves = Züge:{"\u00A0"}{ $score }
hud-blocks-left-score = Steine übrig:{"\u00A0"}{ $score }
hud-best = Rekord:{"\u00A0"}{ $best }
hud-best-none = Rekord:{"\u00A0"}–
# Par: was der Computer bei dieser Verteilung erreicht.
hud-par = Par:{"\u00A0"}{ $par }
hud-hints = Tipps:{"\u00A0"}{ $count }
hud-daily = Tagesrätsel:{"\u00A0"}{ $date }
hud-seed = Startwert:{"\u00A0"}{ $seed }
# Was der Computer gerade tut ($action: Automatik oder Lösen).
hud-auto-playing = { $action }:{"\u00A0"}läuft – zum Anhalten klicken oder eine Taste drücken
hud-hint-thinking = Tipp:{"\u00A0"}wird berechnet…
hud-par-thinking = Par:{"\u00A0"}wird berechnet…
# Die eigene Zeile jedes Spiels.
hud-blocks-left = Steine übrig:{"\u00A0"}{ $count }
hud-tiles-left = Steine übrig:{"\u00A0"}{ $count }
hud-level = Level{"\u00A0"}{ $level }
# Lianliankan: Paare, die sich jetzt verbinden lassen.
hud-pairs = Paare:{"\u00A0"}{ $count }
hud-no-order-clears = Das Spielfeld lässt sich nicht mehr abräumen
hud-life = Leben
# Color Lines: Danach erscheinen die nächsten Kugeln.
hud-next = Nächste:
hud-next-hidden = Nächste:{"\u00A0"}verdeckt
hud-incoming = Nächste Spalte:{"\u00A0"}{ $count }
hud-time = Zeit:{"\u00A0"}{ $time }
# Das 15-Puzzle erstellt anfangs einmalig die Tabellen seines Lösers.
hud-solver-tables = Lösungstabellen:{"\u00A0"}{ $percent }{"\u00A0"}%
hud-moves-left = Restzüge:{"\u00A0"}{ $count }
hud-moves-left-at-most = Restzüge:{"\u00A0"}höchstens { $count }
hud-moves-left-thinking = Restzüge:{"\u00A0"}werden berechnet…

## Die Karte am Spielende

over-game-over = Spiel vorbei
over-board-cleared = Spielfeld abgeräumt!
over-no-moves = Keine Züge mehr möglich
over-blocks-remaining = Verbliebene Steine:{"\u00A0"}{ $count }
over-board-full = Spiel vorbei: Das Spielfeld ist voll
over-congratulations = Herzlichen Glückwunsch!
over-time-up = Zeit abgelaufen
over-level-reached = Level { $level } erreicht
over-tiles-left = { $count ->
        [one] Noch ein Stein übrig
       *[other] Noch { $count } Steine übrig
    }
over-solved = Gelöst!
# Das Ergebnis, groß.
card-score-points = { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
card-score-moves = { $score ->
        [one] { $score } Zug
       *[other] { $score } Züge
    }
card-score-blocks = { $score ->
        [one] { $score } Stein übrig
       *[other] { $score } Steine übrig
    }
card-new-best = Neuer Rekord!
card-time = Zeit { $time }
card-par = Par { $par }
card-par-beaten = Par { $par } · geschlagen!
card-equals-best = Rekord eingestellt:{"\u00A0"}{ $best }
card-rank = Platz { $rank } deiner zehn besten Spiele
card-rank-best = Platz { $rank } deiner zehn besten Spiele · Rekord { $best }
card-best = Rekord { $best }
card-daily-unassisted = Tagesrätsel vom { $date } · ohne Hilfe
# $help: die Hilfe, die das Spiel hatte, als Liste („2 Tipps, 1 Zugrücknahme und Automatik“).
card-daily-assisted = Tagesrätsel vom { $date } · mit Hilfe:{"\u00A0"}{ $help }
card-assisted = Mit Hilfe:{"\u00A0"}{ $help }
help-hints = { $count ->
        [one] { $count } Tipp
       *[other] { $count } Tipps
    }
help-undos = { $count ->
        [one] { $count } Zugrücknahme
       *[other] { $count } Zugrücknahmen
    }
help-auto-play = Automatik
button-new-game = Neues Spiel
button-review = Analyse
button-share = Teilen
button-menu = Menü
# Ein Ergebnis in einer Bestenliste; „mit Hilfe“, wenn Rückgängig, ein Tipp oder die Automatik half.
score-plain = { $score }
score-assisted = { $score } · mit Hilfe

## Teilen: eine Zeile zum Posten, ohne das Spielfeld

share-daily = { $game }, Tagesrätsel vom { $date }
share-score-points = { $score }
share-score-moves = { $score ->
        [one] { $score } Zug
       *[other] { $score } Züge
    }
share-score-blocks = { $score ->
        [one] { $score } Stein übrig
       *[other] { $score } Steine übrig
    }
share-score-par = { $score } (Par { $par })
# Wie ein gewonnenes Spiel endete, ein Wort der geteilten Zeile („SameGame · 1.200 · abgeräumt · ohne Hilfe“).
share-won-cleared = abgeräumt
share-won-solved = gelöst
share-won-won = gewonnen
share-finished = beendet
share-in-progress = läuft noch
share-assisted = mit Hilfe
share-unassisted = ohne Hilfe
share-copied = Kopiert:{"\u00A0"}{ $line }
share-no-clipboard = Keine Zwischenablage verfügbar. { $line } · Code { $code }
share-code-line = Code: { $code } (öffnen mit grid-puzzles --code)

## Die Analyse einer beendeten Partie, verglichen mit dem Computer

review-title = Analyse
review-previous = Vorheriger Zug
review-next = Nächster Zug
review-close = Analyse schließen
review-move = Zug { $number } von { $moves }
review-one-of-the-costliest = einer der teuersten
review-the-first-wrong-way = der erste Umweg
review-end = Ende · { $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    }
review-end-thinking = Ende · { $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    } (rechnet noch…)
review-engine-thinking = Der Computer überlegt…
review-engine-agrees = Genau wie der Computer
# 15-Puzzle: wie weit die Stellung von der Lösung entfernt war ($moves) und wie viele
# Züge bisher über die kürzeste Lösung hinaus gespielt wurden ($over).
review-from-solved-closer = Abstand zur Lösung:{"\u00A0"}{ $moves }; ein Schritt näher · bisher { $over } über dem Optimum
review-from-solved-wrong-way = Abstand zur Lösung:{"\u00A0"}{ $moves }; dieser Zug war ein Umweg · bisher { $over } über dem Optimum
review-pair-reshuffled = Nach diesem Paar blieb kein Paar mehr übrig: neu gemischt
review-pair-unclearable = Nach diesem Paar ließ sich das Spielfeld nicht mehr abräumen
review-other-ball = Der Computer hätte eine andere Kugel bewegt
review-other-ball-points = Der Computer hätte eine andere Kugel bewegt, für { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } auf einmal
# SameGame, Bubble Breaker: $line ist „yes“, wenn die Fortsetzung des Computers von hier
# aus bekannt ist, mit ihrem Ergebnis $score.
review-as-good = So gut wie die Wahl des Computers{ $line ->
        [yes] {" "}(seine Fortsetzung ab hier:{"\u00A0"}{ $score })
       *[no] {""}
    }
review-worth-more = Die Wahl des Computers war { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } mehr wert{ $line ->
        [yes] {" "}(seine Fortsetzung ab hier:{"\u00A0"}{ $score })
       *[no] {""}
    }
review-worth-more-blocks = Die Wahl des Computers hätte { $blocks ->
        [one] { $blocks } Stein
       *[other] { $blocks } Steine
    } mehr entfernt
review-elsewhere = Der Computer hätte woanders gespielt
# Die Summen am Ende.
review-sum-moves = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
review-sum-moves-at-best = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, optimal { $best }
review-sum-first-wrong-way = erster Umweg:{"\u00A0"}Zug { $move }
review-sum-never-wrong-way = kein einziger Umweg
review-sum-points-lost = { $points ->
        [one] insgesamt { $points } Punkt verloren
       *[other] insgesamt { $points } Punkte verloren
    }
review-sum-blocks-lost = { $blocks ->
        [one] insgesamt { $blocks } Stein mehr übrig
       *[other] insgesamt { $blocks } Steine mehr übrig
    }
# $moves: die teuersten Züge, jeweils mit ihrem Verlust („4 (120) und 9 (80)“); $count:
# wie viele es sind.
review-sum-most-at = am meisten { $count ->
        [one] bei Zug
       *[other] bei den Zügen
    } { $moves }
review-move-and-loss = { $move } ({ $points })
review-sum-agreed = Der Computer hätte jeden Zug genauso gespielt
review-sum-chose-otherwise = { $points ->
        [one] { $points } Punkt verschenkt
       *[other] { $points } Punkte verschenkt
    } · der Computer hätte { $count ->
        [one] bei Zug
       *[other] bei den Zügen
    } { $moves } anders gewählt
review-sum-stuck-after = Nach Zug { $move } steckte das Spielfeld fest
review-sum-unclearable-after = Nach Zug { $move } ließ sich das Spielfeld nicht mehr abräumen
review-sum-always-clearable = Nach jedem Paar blieb das Spielfeld abräumbar

## Statistik

stats-title = Statistik
stats-not-played = Noch nicht gespielt
stats-daily = Tagesrätsel:{"\u00A0"}{ $played } gespielt ({ $assisted } mit Hilfe), Serie { $streak } (längste { $longest })
# Beschriftungen unter den Zahlen.
stats-played = gespielt
stats-best = Rekord
stats-fewest-moves = wenigste Züge
stats-fewest-blocks = wenigste Steine übrig
stats-average = Durchschnitt
stats-total = Summe
stats-best-time = Bestzeit
stats-streak = Serie
stats-longest = längste Serie
stats-chart-higher-better = { $games ->
        [one] Letztes Spiel
       *[other] Letzte { $games } Spiele
    } (höher ist besser): goldene zählen zu deinen zehn besten, blasse wurden mit Hilfe gespielt
stats-chart-fewer-better = { $games ->
        [one] Letztes Spiel
       *[other] Letzte { $games } Spiele
    } (weniger Züge sind besser): goldene zählen zu deinen zehn besten, blasse wurden mit Hilfe gespielt
# Eine Zeile der zehn besten: Platz, Ergebnis, Datum.
stats-top = { $rank }.  { $score }   { $date }
stats-top-daily = { $rank }.  { $score }   { $date } · Tagesrätsel
stats-top-level = { $rank }.  { $score }   { $date } · Level { $level }

## Optionen

settings-title = Optionen
settings-game-title = Optionen für { $game }
settings-every-game = Alle Spiele
settings-next-game = Nächstes Spiel:{"\u00A0"}{ $params } (beginnt mit „Neu“)
settings-assets-folder = Ressourcen:{"\u00A0"}{ $folder } (die Dateien dort ersetzen die eingebauten)
settings-assets-built-in = Ressourcen:{"\u00A0"}im Programm enthalten
panel-done = Fertig
paused-title = Pause
paused-note = Die Uhr steht, das Spielfeld ist verdeckt. Mit P oder „Weiter“ geht es weiter.
button-resume = Weiter
restart-title = Dieses Spiel neu beginnen?
restart-note = Dieselbe Verteilung von vorn: Deine Züge werden zurückgenommen.
button-restart = Neu beginnen
button-cancel = Abbrechen
setting-language = Sprache
# Die erste Wahl der Spracheinstellung: die Sprache des Systems (des Browsers).
setting-language-system = System
# Eine Sprache in der Spracheinstellung, mit ihrem eigenen Namen; so lassen.
language-own-name = { $name }
setting-theme = Design
setting-symbols = Symbole
setting-reduced-motion = Weniger Bewegung
setting-clock = Uhr
setting-sound = Ton
setting-volume = Lautstärke
setting-volume-value = { $percent }{"\u00A0"}%
setting-width = Breite
setting-height = Höhe
setting-colours = Farben
setting-size = Größe
setting-pictures = Bilder
setting-shift = Steine rutschen
setting-levels = Levels
setting-time = Zeit
setting-time-minutes = { $minutes } Min.
setting-board = Spielfeld
setting-next-count = Kugeln pro Zug
setting-next = Nächste Kugeln
next-shown = Sichtbar
next-hidden = Verdeckt (+1 je Reihe)
board-five-or-more = { $board } ({ $size })
board-small = Klein
board-medium = Mittel
board-large = Groß
setting-level = Schwierigkeit
level-very-easy = Sehr leicht
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-custom = Benutzerdefiniert
setting-deal = Verteilung
deal-random = Zufällig
deal-clearable = Lösbar
setting-scoring = Wertung
scoring-n-minus-2 = (n−2)² Punkte
scoring-n-minus-1 = (n−1)² Punkte
scoring-fewest = Wenigste Steine
setting-mode = Spielart
mode-standard = Standard
mode-continuous = Endlos
mode-shifter = Shifter

shift-none = Gar nicht
shift-down = Nach unten
shift-up = Nach oben
shift-left = Nach links
shift-right = Nach rechts
shift-split-vertical = Auseinander, oben und unten
shift-gather-vertical = Zur mittleren Reihe
shift-split-horizontal = Auseinander, links und rechts
shift-gather-horizontal = Zur mittleren Spalte
mode-megashift = MegaShift
setting-numbers = Zahlen
setting-moves-left = Restzüge
value-on = An
value-off = Aus
# Die Knöpfe eines Zahlenfelds.
stepper-less = −
stepper-more = +
# Der Name eines Designs: die mitgelieferten nach ihrem Ordner ($name), ein eigenes nach seinem $title.
theme-title = { $name ->
        [classic] Klassisch
        [contrast] Hoher Kontrast
       *[other] { $title }
    }

## Probleme, in einer roten Zeile am unteren Fensterrand

# $problem: die Datei und was mit ihr nicht stimmt, wie der Leser dieser Datei es sagt.
problem-file = { $problem }
problem-file-built-in = { $problem } (die eingebaute Fassung wird verwendet)
# Ein Abschnitt von config.ron, der sich nicht lesen lässt.
problem-section-defaults = { $why }; es gelten seine Standardwerte
# Ein gespeichertes Spiel oder ein Spielcode, der sich nicht öffnen lässt.
problem-new-game-started = { $why }; ein neues Spiel wurde begonnen
# Why a file or a saved game did not read, in the problem line ($detail: the reader's
# own words, in English, shown in brackets).
why-cannot-open = lässt sich nicht lesen ({ $detail })
why-not-text = ist kein UTF-8-Text
why-not-settings = enthält keine Einstellungen
why-not-toml-at = ist in Zeile { $line } kein gültiges TOML ({ $detail })
why-not-toml = ist kein gültiges TOML ({ $detail })
why-group-not-a-table = [{ $group }] ist keine Tabelle
why-setting-unreadable = { $setting } in [{ $group }] ist nicht lesbar ({ $detail })
why-group-unreadable = [{ $group }] ist nicht lesbar ({ $detail })
why-save-other-version = Das gespeicherte Spiel stammt aus einer anderen Version des Spiels
why-save-damaged = Das gespeicherte Spiel ist beschädigt ({ $detail })
why-code-other-version = Der Spielcode stammt aus einer anderen Version des Spiels
why-code-damaged = Der Spielcode lässt sich nicht öffnen ({ $detail })
# Eine Einstellungsdatei, die sich nicht lesen lässt: $how ist „moved“ (nichts daraus
# gelesen) oder „copied“ (der Rest gelesen); $saved ist „yes“, wenn die Datei des
# Spielers als $kept aufbewahrt wurde ($where: „browser“ für den Speicher des Browsers),
# sonst sagt $error, warum nicht.
problem-settings = { $file }: { $why }; { $how ->
        [moved] alle Einstellungen auf Standard zurückgesetzt
       *[copied] unlesbare Teile auf Standard zurückgesetzt
    }{ $saved ->
        [yes] , deine Datei bleibt als { $kept }{ $where ->
            [browser] {" "}im Speicher des Browsers
           *[file] {""}
        } erhalten
       *[no] {" "}({ $error })
    }
# Die Adresse der Seite verlangt etwas, das sich nicht öffnen lässt: $what ist „game“
# oder „daily“ (die Wörter der Adresse) und $id das Genannte.
problem-address-no-game = die Adresse verlangt { $what }=„{ $id }“, doch das ist hier kein Spiel; stattdessen wurde das Menü geöffnet
problem-address-code-game = der Code in der Adresse gehört zu „{ $id }“, doch das ist hier kein Spiel; stattdessen wurde das Menü geöffnet
problem-address-seed = seed=„{ $seed }“ in der Adresse ist keine ganze Zahl; ein neues Spiel wurde begonnen
problem-address-code = code= in der Adresse lässt sich nicht öffnen ({ $why }); stattdessen wurde das Menü geöffnet

## Die Webseite, während das Spiel lädt und startet (reiner Text: keine Pluralformen)

page-loading = Grid Puzzles wird geladen…
page-downloading = Grid Puzzles wird heruntergeladen…
# $arrived und $total: Megabyte, mit einer Nachkommastelle.
page-amount = { $arrived } von { $total } MB
page-starting = Wird gestartet…
page-retry = Erneut versuchen
page-no-webgl = Grid Puzzles benötigt WebGL2, das dieser Browser nicht bietet. Versuche es mit einem aktuellen Firefox, Chrome, Edge oder Safari, oder schalte die Hardware-Beschleunigung ein.
# $why: eine der page-why-Meldungen unten.
page-download-failed = Grid Puzzles konnte nicht heruntergeladen werden: { $why }. Prüfe die Verbindung und versuche es erneut.
page-why-no-connection = keine Verbindung
page-why-status = der Server antwortete mit { $status } für { $file }
page-why-broke-off = der Download brach ab
page-why-module = { $file } wurde nicht geladen
# $error: die eigenen Worte des Browsers.
page-start-failed = Grid Puzzles konnte nicht starten: { $error }

## Für Spieler, die das Spielfeld nicht sehen: was ein Screenreader darüber sagt

# Der Name einer Farbe (eines Steins, einer Kugel, der nächsten Kugeln); als Hauptwort,
# denn er steht auch allein und in „Kugel in Rot“.
colour-r = Rot
colour-g = Grün
colour-y = Gelb
colour-b = Blau
colour-p = Lila
colour-c = Türkis
colour-o = Orange
# Ein Feld des Spielfelds, wie der Screenreader es nennt.
cell-empty = leer
# SameGame und Bubble Breaker: ein Stein in einer Gruppe, die sich entfernen lässt, und was sie bringt.
cell-colour-group = { $colour }, Gruppe aus { $size }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
cell-colour-group-plain = { $colour }, Gruppe aus { $size }
cell-ball = Kugel in { $colour }
# 15-Puzzle.
cell-tile = Stein { $number }
# Die Bilder von Lianliankan.
picture-1 = Herz
picture-2 = Sonne
picture-3 = Stern
picture-4 = Kleeblatt
picture-5 = Tropfen
picture-6 = Edelstein
picture-7 = Mond
picture-8 = Blume
picture-9 = Pilz
picture-10 = Pik
picture-11 = Anker
picture-12 = Baum
picture-13 = Glocke
picture-14 = Schlüssel
picture-15 = Fisch
picture-16 = Tasse
picture-17 = Regenschirm
picture-18 = Krone
picture-19 = Haus
picture-20 = Katze
picture-21 = Kirschen
picture-22 = Blitz
picture-23 = Schneeflocke
picture-24 = Musiknote
picture-25 = Schmetterling
picture-26 = Wolke
picture-27 = Kerze
picture-28 = Sanduhr
picture-29 = Glühbirne
picture-30 = Karotte
picture-31 = Segelboot
picture-32 = Geschenk
picture-33 = Magnet
picture-34 = Schnecke
picture-35 = Brille
picture-36 = Uhr
# Die Knöpfe eines Zahlenfelds, benannt nach der Einstellung, die sie ändern ($setting: „Breite“).
access-less = { $setting }: weniger
access-more = { $setting }: mehr
access-play-game = { $game } spielen
access-card-button = { $game }: { $button }
# Was sich geändert hat, gesagt, sobald es geschieht (die Teile eines Zuges verbindet join-sentences).
say-points = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, insgesamt { $total }
say-group-selected = Gruppe aus { $size } in { $colour } ausgewählt, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } wert
# $piece: was ausgewählt wurde („Kugel in Gelb“, „Mond“).
say-selected = { $piece } ausgewählt
say-unreachable = Kein Weg zu Spalte { $column }, Zeile { $row }
# Color Lines: die Farben der nächsten drei Kugeln.
say-next = Nächste: { $colours }
say-next-hidden = Die nächsten Kugeln sind verdeckt.
say-column-came = Von links ist eine neue Spalte hereingerutscht.
say-incoming = Nächste Spalte, von unten: { $colours }
# 15-Puzzle: die Steine, die ein Zug verschoben hat („Stein 7 und Stein 8“).
say-tiles-moved = Verschoben: { $tiles }
say-pair-joined = Paar verbunden: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, insgesamt { $total }
say-reshuffled = Kein Paar mehr übrig: Die Steine werden neu gemischt
say-tiles-slid = Die Steine sind gerutscht: { $shift }
say-level = Level { $level }. Steine rutschen: { $shift }. Die Lebensleiste ist wieder voll.
say-life-low = Nur noch wenig Leben
say-undone = Zug zurückgenommen; Punkte: { $score }
# $title: wie das Spiel endete („Keine Züge mehr möglich“).
say-game-over = { $title } – Punkte: { $score }
say-new-game = Neues Spiel
say-paused = Spiel pausiert
say-resumed = Spiel geht weiter
# $cells: die Felder, die der Computer anklicken würde.
say-hint = Tipp: { $cells }
say-cell = Spalte { $column }, Zeile { $row }

## Steuerung (im Optionen-Fenster aufgeführt)

controls-title = Steuerung
controls-keyboard = Tastatur:{"\u00A0"}Pfeiltasten zum Bewegen auf dem Spielfeld, Eingabe oder Leertaste zum Spielen, Tab zum Wechseln zwischen den Schaltflächen, Strg+Z für Rückgängig, H für einen Tipp, P für Pause, R für Neubeginn, Esc für Zurück
controls-gamepad = Gamepad:{"\u00A0"}Steuerkreuz oder linker Stick zum Bewegen, A zum Spielen, B für Rückgängig, Y für einen Tipp, X für Neubeginn, Select für Pause, Start für das Menü

# 15-Puzzle: welches Rätsel auf dem Spielfeld liegt.
setting-kind = Rätsel
kind-fifteen = 15-Puzzle (schieben)
kind-sixteen = 16-Puzzle (drehen)
# Die Pfeile des 16-Puzzles rund um das Brett und was eine Drehung tat.
arrow-row-left = Reihe { $line } nach links drehen
arrow-row-right = Reihe { $line } nach rechts drehen
arrow-column-up = Spalte { $line } nach oben drehen
arrow-column-down = Spalte { $line } nach unten drehen
say-turned-row-left = Reihe { $line } nach links gedreht
say-turned-row-right = Reihe { $line } nach rechts gedreht
say-turned-column-up = Spalte { $line } nach oben gedreht
say-turned-column-down = Spalte { $line } nach unten gedreht
# 15-Puzzle: das Bild, aus dem die Steine geschnitten sind, das eigene des Spielers oder das mitgelieferte.
setting-picture = Bild
picture-game-own = Mitgeliefert
picture-yours = Eigenes
picture-choose = Auswählen …
picture-dialog-title = Bild für das 15-Puzzle auswählen
picture-kind = Bilder
picture-taken = Dein Bild ist drin: Die Steine des 15-Puzzles zeigen es jetzt.
picture-back = Das 15-Puzzle zeigt wieder sein mitgeliefertes Bild.
picture-not-a-picture = Diese Datei ist kein Bild – das 15-Puzzle behält sein bisheriges.
picture-too-large = Dieses Bild ist zu groß (höchstens 40 MB oder 64 Megapixel) – das 15-Puzzle behält sein bisheriges.
picture-no-dialog = Hier öffnet sich kein Dateidialog: Zieh stattdessen ein Bild auf das Fenster.
