# Grid Puzzles — Français (fr). Les textes du jeu dans cette langue.
#
# Ceci est le catalogue français, traduit du catalogue anglais (assets/locales/en/main.ftl),
# dont les commentaires (lignes commençant par #) disent où s’affiche chaque texte et ce
# que contiennent ses variables ($nom). Pour corriger une formulation, modifiez le texte
# après le « = » en gardant le nom du message et ses variables ; le jeu en cours affiche
# le changement dans la seconde. Voir le README, section « Translating the game ».
# Typographie : espace insécable avant « : ; ! ? » et à l’intérieur des guillemets « »,
# écrite {"\u00A0"} pour qu’on la voie ; de même après le deux-points qui suit une
# étiquette, pour que l’étiquette et sa valeur restent sur la même ligne sur un écran
# étroit (« Score{"\u00A0"}:{"\u00A0"}{ $score } »). Le jeu n’ajoute aucune espace de lui-même.

## À propos de cette langue

# Le nom de la langue, tel que l’écrivent ses locuteurs (réglage Langue).
language-name = Français
# Police supplémentaire sous assets/fonts/ si Inter n’a pas les caractères ; vide ici.
language-font = {""}
# Écriture des nombres : séparateur des milliers (espace fine insécable : 8 861), marque
# décimale, et nombre minimal de chiffres avant de grouper les milliers.
number-thousands = {"\u202F"}
number-decimal = ,
number-grouped-from = 4
# Un nombre seul (valeur d’un réglage, un compte).
number = { $value }
# Une liste avec « et », dite en morceaux. Une liste de deux éléments (« pièce 7 et pièce 8 ») :
list-pair = { $first } et { $last }
# Le début d’une liste plus longue : $first, puis $rest, le reste de la liste déjà dit ;
# « 2 indices, 1 annulation et jeu automatique » est
# list-more(2 indices, list-last(1 annulation, jeu automatique)).
list-more = { $first }, { $rest }
# Les deux derniers éléments d’une liste de trois ou plus.
list-last = { $first } et { $last }
# Les phrases d’une même annonce du lecteur d’écran, l’une après l’autre : $first est ce
# qui a déjà été dit, $next la phrase suivante (aucun message de phrase ne finit par un point).
join-sentences = { $first }. { $next }
# Une date : $day, $month (nombres), $month-name (ci-dessous) et $year.
date = { $day ->
        [1] 1er
       *[other] { $day }
    } { $month-name } { $year }
month-1 = janvier
month-2 = février
month-3 = mars
month-4 = avril
month-5 = mai
month-6 = juin
month-7 = juillet
month-8 = août
month-9 = septembre
month-10 = octobre
month-11 = novembre
month-12 = décembre
# Texte affiché tel quel (chemin de fichier, horloge) ; à garder tel quel.
plain = { $text }

## Les jeux

app-name = Grid Puzzles
game-bubble-breaker = Bubble Breaker
game-samegame = SameGame
# Un jeu chinois : 连连看 (« relier, relier, regarder »).
game-lianliankan = Lianliankan
game-fifteen = Taquin
game-color-lines = Color Lines

# La règle de chaque jeu en une ligne, sur sa carte du menu.
rule-bubble-breaker = Faites éclater les groupes d’au moins deux boules de même couleur{"\u00A0"}: un groupe de n boules rapporte n(n−1).
rule-samegame = Retirez des groupes de blocs{"\u00A0"}; plus le groupe est grand, plus il rapporte, et un plateau vidé rapporte 1{"\u202F"}000.
rule-lianliankan = Reliez deux images identiques par un trait qui tourne au plus deux fois, avant la fin du chrono.
rule-fifteen = Faites glisser les pièces jusqu’à reconstituer l’image.
rule-color-lines = Déplacez les boules pour en aligner au moins cinq de même couleur avant que le plateau soit plein.

# Le plateau et les réglages d’un jeu, dans le menu, les statistiques et les réglages.
params-size = { $width }×{ $height }
params-size-colours = { $width }×{ $height }, { $colours ->
        [one] une couleur
       *[other] { $colours } couleurs
    }
params-size-pictures = { $width }×{ $height }, { $pictures ->
        [one] une image
       *[other] { $pictures } images
    }
params-with-mode = { $params } · { $mode }
params-next-count = { $count } boules par tour

# Le nom des parties gagnées : légende sous leur nombre dans les statistiques, qui suit
# « parties » (« 12 parties, 8 réussies ») ; le mot du résultat partagé est share-won-*.
won-cleared = réussies
won-solved = réussies
won-won = gagnées

## Le menu

menu-statistics = Statistiques
menu-settings = Réglages
menu-quit = Quitter
menu-play = Jouer
# Le bouton du défi du jour ; ✓ une fois terminé aujourd’hui (série : plusieurs jours de suite).
menu-daily = Défi du jour
menu-daily-done = Défi du jour ✓
menu-daily-done-streak = Défi ✓ { $days ->
        [one] { $days } jour
       *[other] { $days } jours de suite
    }
# L’infobulle du bouton de réglages d’une carte.
menu-game-settings = Réglages{"\u00A0"}:{"\u00A0"}{ $game }
# Sous la règle : le record pour les réglages choisis ($settings : « 15×15, 3 couleurs »).
menu-best-at = Record ({ $settings }){"\u00A0"}:{"\u00A0"}{ $score }
menu-not-played = { $settings }{"\u00A0"}:{"\u00A0"}pas encore joué

## L’écran de jeu

# Les boutons de la barre d’outils (noms à côté ou sous les icônes, ou en infobulle).
hud-undo = Annuler
hud-redo = Refaire
hud-hint = Indice
hud-new-game = Nouveau
hud-auto = Auto
# Jeu automatique du Taquin : le moteur résout le casse-tête.
hud-solve = Résoudre
hud-share = Partager
hud-settings = Réglages
hud-menu = Menu
# Sur téléphone, le bouton des actions qui ne tiennent pas dans la barre.
hud-more = Plus
hud-pause = Pause
hud-restart = Recommencer
# La ligne du score.
hud-score = Score{"\u00A0"}:{"\u00A0"}{ $score }
hud-moves = Coups{"\u00A0"}:{"\u00A0"}{ $score }
hud-blocks-left-score = Blocs restants{"\u00A0"}:{"\u00A0"}{ $score }
hud-best = Record{"\u00A0"}:{"\u00A0"}{ $best }
hud-best-none = Record{"\u00A0"}:{"\u00A0"}–
# Objectif (« par ») : le score du moteur sur cette donne.
hud-par = Objectif{"\u00A0"}:{"\u00A0"}{ $par }
hud-hints = Indices{"\u00A0"}:{"\u00A0"}{ $count }
hud-daily = Défi du jour{"\u00A0"}:{"\u00A0"}{ $date }
hud-seed = Graine{"\u00A0"}:{"\u00A0"}{ $seed }
# Ce que fait le moteur ($action : Auto ou Résoudre).
hud-auto-playing = { $action }{"\u00A0"}:{"\u00A0"}en cours (un clic ou une touche l’arrête)
hud-hint-thinking = Indice{"\u00A0"}:{"\u00A0"}recherche…
hud-par-thinking = Objectif{"\u00A0"}:{"\u00A0"}calcul…
# La ligne propre à chaque jeu.
hud-blocks-left = Blocs restants{"\u00A0"}:{"\u00A0"}{ $count }
hud-tiles-left = Tuiles restantes{"\u00A0"}:{"\u00A0"}{ $count }
hud-level = Niveau{"\u00A0"}{ $level }
# Lianliankan : paires qu’on peut relier maintenant.
hud-pairs = Paires{"\u00A0"}:{"\u00A0"}{ $count }
hud-no-order-clears = Le plateau ne peut plus être vidé
hud-life = Vie
# Color Lines : les boules à venir s’affichent après.
hud-next = À venir{"\u00A0"}:
hud-next-hidden = À venir{"\u00A0"}:{"\u00A0"}cachées
hud-incoming = Colonne suivante{"\u00A0"}:{"\u00A0"}{ $count }
hud-time = Temps{"\u00A0"}:{"\u00A0"}{ $time }
# Le Taquin construit une fois les tables de son solveur, au début.
hud-solver-tables = Tables du solveur{"\u00A0"}:{"\u00A0"}{ $percent }{"\u00A0"}%
hud-moves-left = Coups restants{"\u00A0"}:{"\u00A0"}{ $count }
hud-moves-left-at-most = Coups restants{"\u00A0"}:{"\u00A0"}{ $count } au plus
hud-moves-left-thinking = Coups restants{"\u00A0"}:{"\u00A0"}calcul…

## La carte de fin de partie

over-game-over = Partie terminée
over-board-cleared = Plateau vidé{"\u00A0"}!
over-no-moves = Plus aucun coup possible
over-blocks-remaining = Blocs restants{"\u00A0"}:{"\u00A0"}{ $count }
over-board-full = Partie terminée{"\u00A0"}: le plateau est plein
over-congratulations = Félicitations{"\u00A0"}!
over-time-up = Temps écoulé
over-level-reached = Niveau { $level } atteint
over-tiles-left = { $count ->
        [one] { $count } tuile restante
       *[other] { $count } tuiles restantes
    }
over-solved = Résolu{"\u00A0"}!
# Le score, en grand.
card-score-points = { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
card-score-moves = { $score ->
        [one] { $score } coup
       *[other] { $score } coups
    }
card-score-blocks = { $score ->
        [one] { $score } bloc restant
       *[other] { $score } blocs restants
    }
card-new-best = Nouveau record{"\u00A0"}!
card-time = Temps { $time }
card-par = Objectif { $par }
card-par-beaten = Objectif { $par } · battu{"\u00A0"}!
card-equals-best = Record égalé{"\u00A0"}:{"\u00A0"}{ $best }
card-rank = { $rank ->
        [1] 1er
       *[other] { $rank }e
    } de vos dix meilleurs résultats
card-rank-best = { $rank ->
        [1] 1er
       *[other] { $rank }e
    } de vos dix meilleurs résultats · record { $best }
card-best = Record { $best }
card-daily-unassisted = Défi du { $date } · sans aide
# $help : l’aide reçue, en liste (« 2 indices, 1 annulation et jeu automatique »).
card-daily-assisted = Défi du { $date } · avec aide{"\u00A0"}:{"\u00A0"}{ $help }
card-assisted = Avec aide{"\u00A0"}:{"\u00A0"}{ $help }
help-hints = { $count ->
        [one] { $count } indice
       *[other] { $count } indices
    }
help-undos = { $count ->
        [one] { $count } annulation
       *[other] { $count } annulations
    }
help-auto-play = jeu automatique
button-new-game = Nouvelle partie
button-review = Analyser
button-share = Partager
button-menu = Menu
# Un score dans une liste de records ; « avec aide » si annulation, indice ou jeu
# automatique.
score-plain = { $score }
score-assisted = { $score } · avec aide

## Partage : une ligne à publier, sans le plateau

share-daily = { $game }, défi du { $date }
share-score-points = { $score }
share-score-moves = { $score ->
        [one] { $score } coup
       *[other] { $score } coups
    }
share-score-blocks = { $score ->
        [one] { $score } bloc restant
       *[other] { $score } blocs restants
    }
share-score-par = { $score } (objectif { $par })
# La fin d’une partie gagnée, un mot de la ligne partagée (« SameGame · 1 200 · plateau vidé · sans aide »).
share-won-cleared = plateau vidé
share-won-solved = résolu
share-won-won = gagné
share-finished = terminé
share-in-progress = en cours
share-assisted = avec aide
share-unassisted = sans aide
share-copied = Copié{"\u00A0"}:{"\u00A0"}{ $line }
share-no-clipboard = Pas de presse-papiers ici. { $line } · code { $code }
share-code-line = code{"\u00A0"}: { $code } (à ouvrir avec grid-puzzles --code)

## L’analyse d’une partie terminée, face au moteur

review-title = Analyse
review-previous = Coup précédent
review-next = Coup suivant
review-close = Fermer l’analyse
review-move = Coup { $number } sur { $moves }
review-one-of-the-costliest = l’un des plus coûteux
review-the-first-wrong-way = le premier faux pas
review-end = Fin · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
review-end-thinking = Fin · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } (calcul…)
review-engine-thinking = L’ordinateur réfléchit…
review-engine-agrees = C’est aussi le choix de l’ordinateur
# Taquin : la distance de la position à la solution ($moves) et les coups joués en plus de
# la solution la plus courte jusqu’ici ($over).
review-from-solved-closer = À { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } de la solution{"\u00A0"}; ce coup s’en rapproche · { $over ->
        [one] { $over } coup
       *[other] { $over } coups
    } de trop jusqu’ici
review-from-solved-wrong-way = À { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } de la solution{"\u00A0"}; ce coup s’en éloigne · { $over ->
        [one] { $over } coup
       *[other] { $over } coups
    } de trop jusqu’ici
review-pair-reshuffled = Après cette paire, il ne restait aucune paire{"\u00A0"}: tuiles remélangées
review-pair-unclearable = Après cette paire, le plateau ne pouvait plus être vidé
review-other-ball = L’ordinateur aurait déplacé une autre boule
review-other-ball-points = L’ordinateur aurait déplacé une autre boule, pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    } d’un coup
# SameGame, Bubble Breaker : $line vaut « yes » quand la suite du moteur à partir d’ici
# est connue, avec son $score.
review-as-good = Aussi bon que le choix de l’ordinateur{ $line ->
        [yes] {" "}(sa suite à partir d’ici{"\u00A0"}:{"\u00A0"}{ $score })
       *[no] {""}
    }
review-worth-more = Le choix de l’ordinateur valait { $points ->
        [one] { $points } point
       *[other] { $points } points
    } de plus{ $line ->
        [yes] {" "}(sa suite à partir d’ici{"\u00A0"}:{"\u00A0"}{ $score })
       *[no] {""}
    }
review-worth-more-blocks = Le choix de l’ordinateur aurait retiré { $blocks ->
        [one] { $blocks } bloc
       *[other] { $blocks } blocs
    } de plus
review-elsewhere = L’ordinateur aurait joué ailleurs
# Les totaux à la fin.
review-sum-moves = { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
review-sum-moves-at-best = { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $best } au mieux
review-sum-first-wrong-way = premier faux pas{"\u00A0"}:{"\u00A0"}coup { $move }
review-sum-never-wrong-way = aucun faux pas
review-sum-points-lost = { $points ->
        [one] { $points } point perdu
       *[other] { $points } points perdus
    } en tout
review-sum-blocks-lost = { $blocks ->
        [one] { $blocks } bloc restant de plus en tout
       *[other] { $blocks } blocs restants de plus en tout
    }
# $moves : les coups les plus coûteux, chacun avec sa perte (« 4 (120) et 9 (80) ») ;
# $count : leur nombre.
review-sum-most-at = surtout { $count ->
        [one] au coup
       *[other] aux coups
    } { $moves }
review-move-and-loss = { $move } ({ $points })
review-sum-agreed = L’ordinateur approuve chacun de vos coups
review-sum-chose-otherwise = { $points ->
        [one] { $points } point manqué
       *[other] { $points } points manqués
    } · l’ordinateur aurait joué autrement { $count ->
        [one] au coup
       *[other] aux coups
    } { $moves }
review-sum-stuck-after = Le plateau s’est retrouvé bloqué après le coup { $move }
review-sum-unclearable-after = Le plateau ne pouvait plus être vidé après le coup { $move }
review-sum-always-clearable = Après chaque paire, le plateau pouvait encore être vidé

## Statistiques

stats-title = Statistiques
stats-not-played = Pas encore joué
stats-daily = Défis du jour{"\u00A0"}:{"\u00A0"}{ $played ->
        [one] { $played } joué
       *[other] { $played } joués
    } (dont { $assisted } avec aide), série { $streak } (record { $longest })
# Les légendes sous les chiffres.
stats-played = parties
stats-best = record
stats-fewest-moves = minimum de coups
stats-fewest-blocks = minimum de blocs restants
stats-average = moyenne
stats-total = total
stats-best-time = meilleur temps
stats-streak = série
stats-longest = meilleure série
stats-chart-higher-better = { $games ->
        [one] Dernière partie
       *[other] Les { $games } dernières parties
    } (plus c’est haut, mieux c’est){"\u00A0"}: en doré, parmi vos dix meilleures{"\u00A0"}; estompées, avec aide
stats-chart-fewer-better = { $games ->
        [one] Dernière partie
       *[other] Les { $games } dernières parties
    } (moins il y a de coups, mieux c’est){"\u00A0"}: en doré, parmi vos dix meilleures{"\u00A0"}; estompées, avec aide
# Une ligne des dix meilleurs : rang, score, date.
stats-top = { $rank }.  { $score }   { $date }
stats-top-daily = { $rank }.  { $score }   { $date } · défi du jour
stats-top-level = { $rank }.  { $score }   { $date } · niveau { $level }

## Réglages

settings-title = Réglages
settings-game-title = Réglages{"\u00A0"}:{"\u00A0"}{ $game }
settings-every-game = Tous les jeux
settings-next-game = Prochaine partie{"\u00A0"}:{"\u00A0"}{ $params } (lancée par «{"\u00A0"}Nouveau{"\u00A0"}»)
settings-assets-folder = Ressources{"\u00A0"}:{"\u00A0"}{ $folder } (ses fichiers remplacent ceux du programme)
settings-assets-built-in = Ressources{"\u00A0"}:{"\u00A0"}intégrées au programme
panel-done = Terminé
paused-title = En pause
paused-note = Le chrono est arrêté et le plateau caché. P ou Reprendre pour continuer.
button-resume = Reprendre
restart-title = Recommencer cette partie{"\u00A0"}?
restart-note = La même donne depuis le début{"\u00A0"}: les coups joués sont annulés.
button-restart = Recommencer
button-cancel = Annuler
setting-language = Langue
# Le premier choix du réglage Langue : la langue du système (du navigateur).
setting-language-system = Système
# Une langue du réglage Langue, sous son propre nom ; à garder tel quel.
language-own-name = { $name }
setting-theme = Thème
setting-symbols = Symboles
setting-reduced-motion = Animations réduites
setting-clock = Horloge
setting-sound = Son
setting-volume = Volume
setting-volume-value = { $percent }{"\u00A0"}%
setting-width = Largeur
setting-height = Hauteur
setting-colours = Couleurs
setting-size = Taille
setting-pictures = Images
setting-shift = Glissement des tuiles
setting-levels = Niveaux
setting-time = Durée
setting-time-minutes = { $minutes }{"\u00A0"}min
setting-board = Plateau
setting-next-count = Boules par tour
setting-next = Boules suivantes
next-shown = Visibles
next-hidden = Cachées (+1 par ligne)
board-five-or-more = { $board } ({ $size })
board-small = Petit
board-medium = Moyen
board-large = Grand
setting-level = Niveau
level-very-easy = Très facile
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-custom = Personnalisé
setting-deal = Distribution
deal-random = Au hasard
deal-clearable = Soluble
setting-scoring = Score
scoring-n-minus-2 = (n−2)² points
scoring-n-minus-1 = (n−1)² points
scoring-fewest = Moins de blocs
setting-mode = Style de jeu
mode-standard = Standard
mode-continuous = Continu
mode-shifter = Shifter

shift-none = Aucun
shift-down = Vers le bas
shift-up = Vers le haut
shift-left = Vers la gauche
shift-right = Vers la droite
shift-split-vertical = Écartées en haut et en bas
shift-gather-vertical = Vers la rangée du milieu
shift-split-horizontal = Écartées à gauche et à droite
shift-gather-horizontal = Vers la colonne du milieu
mode-megashift = MegaShift
setting-numbers = Numéros
setting-moves-left = Coups restants
value-on = Oui
value-off = Non
# Les boutons d’un sélecteur numérique.
stepper-less = −
stepper-more = +
# Le nom d’un thème : ceux fournis par leur dossier ($name), celui d’un joueur par son $title.
theme-title = { $name ->
        [classic] Classique
        [contrast] Contraste élevé
       *[other] { $title }
    }

## Problèmes, sur une ligne rouge en bas de la fenêtre

# $problem : le fichier et ce qui ne va pas, tel que le dit son lecteur.
problem-file = { $problem }
problem-file-built-in = { $problem } (la copie intégrée est utilisée)
# Une section de config.ron illisible pour un jeu.
problem-section-defaults = { $why }{"\u00A0"}; valeurs par défaut utilisées
# Une partie enregistrée ou un code de partie qui ne s’ouvre pas.
problem-new-game-started = { $why }{"\u00A0"}; nouvelle partie lancée
# Why a file or a saved game did not read, in the problem line ($detail: the reader's
# own words, in English, shown in brackets).
why-cannot-open = ne peut pas être lu ({ $detail })
why-not-text = n’est pas du texte UTF-8
why-not-settings = ne contient pas de réglages
why-not-toml-at = n’est pas du TOML valide à la ligne { $line } ({ $detail })
why-not-toml = n’est pas du TOML valide ({ $detail })
why-group-not-a-table = [{ $group }] n’est pas une table
why-setting-unreadable = { $setting } dans [{ $group }] est illisible ({ $detail })
why-group-unreadable = [{ $group }] est illisible ({ $detail })
why-save-other-version = la partie enregistrée vient d’une autre version du jeu
why-save-damaged = la partie enregistrée est endommagée ({ $detail })
why-code-other-version = le code de partie vient d’une autre version du jeu
why-code-damaged = le code de partie ne s’ouvre pas ({ $detail })
# Un fichier de réglages illisible : $how vaut « moved » (rien n’a été lu) ou « copied »
# (le reste a été lu) ; $saved vaut « yes » si le fichier du joueur a été gardé sous $kept
# ($where : « browser » pour le stockage du navigateur), sinon $error dit pourquoi.
problem-settings = { $file }{"\u00A0"}: { $why }{"\u00A0"}; { $how ->
        [moved] tous les réglages reprennent
       *[copied] les réglages illisibles reprennent
    } leur valeur par défaut{ $saved ->
        [yes] , votre fichier est conservé sous { $kept }{ $where ->
            [browser] {" "}dans le stockage du navigateur
           *[file] {""}
        }
       *[no] {" "}({ $error })
    }
# L’adresse de la page demande quelque chose qui ne s’ouvre pas : $what vaut « game » ou
# « daily » (les mots de l’adresse) et $id ce qu’elle nomme.
problem-address-no-game = l’adresse demande { $what }="{ $id }", qui n’est pas un jeu ici{"\u00A0"}; le menu s’est ouvert à la place
problem-address-code-game = le code de l’adresse est celui de «{"\u00A0"}{ $id }{"\u00A0"}», qui n’est pas un jeu ici{"\u00A0"}; le menu s’est ouvert à la place
problem-address-seed = dans l’adresse, seed="{ $seed }" n’est pas un nombre entier{"\u00A0"}; nouvelle donne lancée
problem-address-code = dans l’adresse, code= ne s’ouvre pas ({ $why }){"\u00A0"}; le menu s’est ouvert à la place

## La page web, pendant le téléchargement et le démarrage du jeu (texte brut : pas de pluriels)

page-loading = Chargement de Grid Puzzles…
page-downloading = Téléchargement de Grid Puzzles…
# $arrived et $total : mégaoctets, avec une décimale.
page-amount = { $arrived } sur { $total }{"\u00A0"}Mo
page-starting = Démarrage…
page-retry = Réessayer
page-no-webgl = Grid Puzzles a besoin de WebGL2, que ce navigateur ne prend pas en charge. Essayez une version récente de Firefox, Chrome, Edge ou Safari, ou activez l’accélération matérielle.
# $why : l’un des messages page-why ci-dessous.
page-download-failed = Impossible de télécharger Grid Puzzles{"\u00A0"}: { $why }. Vérifiez la connexion et réessayez.
page-why-no-connection = pas de connexion
page-why-status = le serveur a répondu { $status } pour { $file }
page-why-broke-off = le téléchargement s’est interrompu
page-why-module = { $file } ne s’est pas chargé
# $error : les mots du navigateur lui-même.
page-start-failed = Grid Puzzles n’a pas pu démarrer{"\u00A0"}: { $error }

## Pour un joueur qui ne voit pas le plateau : ce qu’en dit un lecteur d’écran

# Le nom d’une couleur, au féminin, car il s’accorde partout avec un nom féminin : seul,
# pour une case du plateau (« verte », « verte, groupe de 5 ») ; après « boule »
# (« boule verte ») ; après « de couleur » (« groupe de 5 de couleur verte ») ; et dans
# la liste des boules à venir (« Boules à venir : rouge, verte et bleue »).
colour-r = rouge
colour-g = verte
colour-y = jaune
colour-b = bleue
colour-p = violette
colour-c = cyan
colour-o = orange
# Une case du plateau, telle que la nomme le lecteur d’écran.
cell-empty = vide
# SameGame et Bubble Breaker : une case d’un groupe qu’on peut retirer (sa couleur), et ce
# que rapporte le groupe.
cell-colour-group = { $colour }, groupe de { $size }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
cell-colour-group-plain = { $colour }, groupe de { $size }
cell-ball = boule { $colour }
# Taquin.
cell-tile = pièce { $number }
# Les images du Lianliankan.
picture-1 = cœur
picture-2 = soleil
picture-3 = étoile
picture-4 = trèfle
picture-5 = goutte
picture-6 = joyau
picture-7 = lune
picture-8 = fleur
picture-9 = champignon
picture-10 = pique
picture-11 = ancre
picture-12 = arbre
picture-13 = cloche
picture-14 = clé
picture-15 = poisson
picture-16 = tasse
picture-17 = parapluie
picture-18 = couronne
picture-19 = maison
picture-20 = chat
picture-21 = cerises
picture-22 = éclair
picture-23 = flocon de neige
picture-24 = note de musique
picture-25 = papillon
picture-26 = nuage
picture-27 = bougie
picture-28 = sablier
picture-29 = ampoule
picture-30 = carotte
picture-31 = voilier
picture-32 = cadeau
picture-33 = aimant
picture-34 = escargot
picture-35 = lunettes
picture-36 = horloge
# Les boutons d’un sélecteur numérique, nommés d’après le réglage qu’ils changent ($setting : « Largeur »).
access-less = { $setting } : moins
access-more = { $setting } : plus
# « Jouer : Taquin » plutôt que « Jouer à Taquin » (l’article varie d’un nom à l’autre).
access-play-game = Jouer{"\u00A0"}: { $game }
access-card-button = { $game } : { $button }
# Ce qui a changé, dit au moment où cela se produit (join-sentences joint les parties d’un même tour).
say-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $total } en tout
say-group-selected = Sélection : groupe de { $size } de couleur { $colour }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# $piece : ce qui a été sélectionné (« boule jaune », « lune »).
say-selected = Sélection : { $piece }
say-unreachable = Pas de chemin jusqu’à la colonne { $column }, ligne { $row }
# Color Lines : les couleurs des trois prochaines boules.
say-next = Boules à venir : { $colours }
say-next-hidden = Les boules à venir sont cachées.
say-column-came = Une nouvelle colonne est entrée par la gauche.
say-incoming = Colonne suivante, depuis le bas{"\u00A0"}: { $colours }
# Taquin : les pièces qu’un coup a fait glisser (« pièce 7 et pièce 8 »).
say-tiles-moved = Déplacement : { $tiles }
say-pair-joined = Paire reliée : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $total } en tout
say-reshuffled = Plus aucune paire : les tuiles sont remélangées
say-tiles-slid = Les tuiles ont glissé{"\u00A0"}: { $shift }
say-level = Niveau { $level }. Glissement des tuiles{"\u00A0"}: { $shift }. La barre de vie est de nouveau pleine.
say-life-low = Vie bientôt épuisée
say-undone = Coup annulé ; score : { $score }
# $title : la fin de la partie (« Plus aucun coup possible »).
say-game-over = { $title } – score : { $score }
say-new-game = Nouvelle partie
say-paused = Partie en pause
say-resumed = Partie reprise
# $cells : les cases sur lesquelles le moteur cliquerait.
say-hint = Indice : { $cells }
say-cell = colonne { $column }, ligne { $row }

## Commandes (listées dans le panneau des réglages)

controls-title = Commandes
controls-keyboard = Clavier{"\u00A0"}:{"\u00A0"}flèches pour se déplacer sur le plateau, Entrée ou Espace pour jouer, Tab pour passer d’un bouton à l’autre, Ctrl+Z pour annuler, H pour demander un indice, P pour mettre en pause, R pour recommencer, Échap pour revenir en arrière
controls-gamepad = Manette{"\u00A0"}:{"\u00A0"}croix directionnelle ou stick gauche pour se déplacer, A pour jouer, B pour annuler, Y pour demander un indice, X pour recommencer, Select pour mettre en pause, Start pour ouvrir le menu

# Taquin : quel casse-tête se joue.
setting-kind = Casse-tête
kind-fifteen = Taquin (glisser)
kind-sixteen = Seize (tourner)
# Les flèches du Seize autour du plateau, et ce qu’a fait un tour.
arrow-row-left = Tourner la ligne { $line } vers la gauche
arrow-row-right = Tourner la ligne { $line } vers la droite
arrow-column-up = Tourner la colonne { $line } vers le haut
arrow-column-down = Tourner la colonne { $line } vers le bas
say-turned-row-left = La ligne { $line } a tourné vers la gauche
say-turned-row-right = La ligne { $line } a tourné vers la droite
say-turned-column-up = La colonne { $line } a tourné vers le haut
say-turned-column-down = La colonne { $line } a tourné vers le bas
# Taquin : l’image dans laquelle les pièces sont découpées, celle du joueur ou celle du jeu.
setting-picture = Image
picture-game-own = Celle du jeu
picture-yours = La vôtre
picture-choose = Choisir…
picture-dialog-title = Choisir une image pour le Taquin
picture-kind = Images
picture-taken = Votre image est en place{"\u00A0"}: les pièces du Taquin la montrent.
picture-back = Le Taquin montre de nouveau sa propre image.
picture-not-a-picture = Ce fichier n’est pas une image{"\u00A0"}: le Taquin garde celle qu’il a.
picture-too-large = Cette image est trop grande (40{"\u00A0"}Mo ou 64{"\u00A0"}mégapixels au plus){"\u00A0"}: le Taquin garde celle qu’il a.
picture-no-dialog = Aucune boîte de dialogue ne s’ouvre ici{"\u00A0"}: déposez plutôt une image sur la fenêtre.
