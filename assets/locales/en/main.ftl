# Grid Puzzles — English (en). The game's words in this language.
#
# This is the catalogue every other language falls back to, message by message, and the
# one translators translate from. Its comments (lines starting with #) say where a text
# shows and what its variables ($name) hold. To correct a wording, edit the text after
# the "=" and keep the message's name and variables; the running game shows the change
# within a second. See the README, "Translating the game".
#
# The game adds no spacing of its own: where a label is followed by its value, the space
# after the colon is written {"\u00A0"}, a no-break space, so the two stay on one line
# on a narrow screen ("Score:{"\u00A0"}{ $score }"). What a screen reader says (access-*,
# say-*) is never drawn, so plain spaces do there.

## About this language

# The language's name, as its speakers write it: the Language setting lists it so.
language-name = English
# A font under assets/fonts/ with this language's characters, if Inter lacks them
# (Chinese, Japanese); empty for a language Inter covers.
language-font = {""}
# How numbers are written: the mark between groups of thousands (8,861), the decimal
# mark, and the fewest digits a number has before its thousands are marked.
number-thousands = ,
number-decimal = .
number-grouped-from = 4
# A number on its own (a setting's value, a count).
number = { $value }
# An "and" list, said in pieces. A list of two items ("tile 7 and tile 8"):
list-pair = { $first } and { $last }
# The start of a longer list: $first, then $rest, the rest of the list already said;
# "2 hints, 1 undo and auto-play" is list-more(2 hints, list-last(1 undo, auto-play)).
list-more = { $first }, { $rest }
# The last two items of a list of three or more.
list-last = { $first } and { $last }
# The sentences of one announcement for a screen reader, one after another: $first is
# what is said so far, $next the next sentence (no sentence message ends with a full stop).
join-sentences = { $first }. { $next }
# A date: $day, $month (numbers), $month-name (below) and $year.
date = { $day } { $month-name } { $year }
month-1 = January
month-2 = February
month-3 = March
month-4 = April
month-5 = May
month-6 = June
month-7 = July
month-8 = August
month-9 = September
month-10 = October
month-11 = November
month-12 = December
# Text shown as it is (a file's path, a clock); keep it as it is.
plain = { $text }

## The games

app-name = Grid Puzzles
game-bubble-breaker = Bubble Breaker
game-samegame = SameGame
# A Chinese game: 连连看 ("link link look").
game-lianliankan = Lianliankan
game-fifteen = Fifteen
game-color-lines = Color Lines

# Each game's rule in a line, on its menu card.
rule-bubble-breaker = Burst groups of two or more balls of one colour: a group of n scores n(n−1).
rule-samegame = Remove groups of blocks; the bigger the group the more it scores, and a clear board scores 1000.
rule-lianliankan = Join two equal pictures with a line of at most two turns before the time runs out.
rule-fifteen = Slide the tiles until the picture is whole again.
rule-color-lines = Move balls to line up five or more of one colour before the board fills.

# A game's board and settings, as the menu, the statistics and the settings panel say them.
params-size = { $width }×{ $height }
params-size-colours = { $width }×{ $height }, { $colours ->
        [one] one colour
       *[other] { $colours } colours
    }
params-size-pictures = { $width }×{ $height }, { $pictures ->
        [one] one picture
       *[other] { $pictures } pictures
    }
params-with-mode = { $params } · { $mode }
params-next-count = { $count } balls a turn

# What a won game is called: the caption under the count of won games in Statistics
# ("12 cleared").
won-cleared = cleared
won-solved = solved
won-won = won

## The menu

menu-statistics = Statistics
menu-settings = Settings
menu-quit = Quit
menu-play = Play
# The button that opens today's puzzle; ✓ once it is finished today.
menu-daily = Daily
menu-daily-done = Daily ✓
menu-daily-done-streak = Daily ✓ { $days ->
        [one] one day
       *[other] { $days } days
    }
# The tooltip of a card's settings button.
menu-game-settings = { $game } settings
# Under the rule: the best score for the settings chosen ($settings: "15×15, 3 colours").
menu-best-at = Best at { $settings }:{"\u00A0"}{ $score }
menu-not-played = { $settings }:{"\u00A0"}not played yet

## The game screen

# The toolbar's buttons (their names show beside or under the icons, or as tooltips).
hud-undo = Undo
hud-redo = Redo
hud-hint = Hint
hud-new-game = New game
hud-auto = Auto
# Fifteen's auto-play: the engine solves the puzzle.
hud-solve = Solve
hud-share = Share
hud-settings = Settings
hud-menu = Menu
# A phone's button for the actions that do not fit its bar.
hud-more = More
# Pause stops the clock and covers the board; Restart plays the same deal from its start.
hud-pause = Pause
hud-restart = Restart
# The score line.
hud-score = Score:{"\u00A0"}{ $score }
hud-moves = Moves:{"\u00A0"}{ $score }
hud-blocks-left-score = Blocks left:{"\u00A0"}{ $score }
hud-best = Best:{"\u00A0"}{ $best }
hud-best-none = Best:{"\u00A0"}–
# Par: what the engine scores on this deal.
hud-par = Par:{"\u00A0"}{ $par }
hud-hints = Hints:{"\u00A0"}{ $count }
hud-daily = Daily:{"\u00A0"}{ $date }
hud-seed = Seed:{"\u00A0"}{ $seed }
# What the engine is doing ($action: Auto or Solve).
hud-auto-playing = { $action }:{"\u00A0"}playing (any click or key stops it)
hud-hint-thinking = Hint:{"\u00A0"}thinking…
hud-par-thinking = Par:{"\u00A0"}thinking…
# Each game's own line.
hud-blocks-left = Blocks left:{"\u00A0"}{ $count }
hud-tiles-left = Tiles left:{"\u00A0"}{ $count }
hud-level = Level{"\u00A0"}{ $level }
# Lianliankan: pairs that can be joined now.
hud-pairs = Pairs:{"\u00A0"}{ $count }
hud-no-order-clears = No order clears the board now
hud-life = Life
# Color Lines: the balls that come next are shown after it.
hud-next = Next:
hud-next-hidden = Next:{"\u00A0"}hidden
hud-incoming = Next column:{"\u00A0"}{ $count }
hud-time = Time:{"\u00A0"}{ $time }
# Fifteen builds its solver's tables once, at first.
hud-solver-tables = Solver tables:{"\u00A0"}{ $percent }%
hud-moves-left = Moves left:{"\u00A0"}{ $count }
hud-moves-left-at-most = Moves left:{"\u00A0"}at most { $count }
hud-moves-left-thinking = Moves left:{"\u00A0"}thinking…

## The game-over card

over-game-over = Game over
over-board-cleared = Board cleared!
over-no-moves = No more moves left
over-blocks-remaining = Blocks remaining:{"\u00A0"}{ $count }
over-board-full = Game over: the board is full
over-congratulations = Congratulations!
over-time-up = Time's up
over-level-reached = Level { $level } reached
over-tiles-left = { $count ->
        [one] one tile left
       *[other] { $count } tiles left
    }
over-solved = Solved!
# The score, large.
card-score-points = { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
card-score-moves = { $score ->
        [one] { $score } move
       *[other] { $score } moves
    }
card-score-blocks = { $score ->
        [one] { $score } block left
       *[other] { $score } blocks left
    }
card-new-best = New best!
card-time = Time { $time }
card-par = Par { $par }
card-par-beaten = Par { $par } · beaten!
card-equals-best = Equals your best, { $best }
card-rank = Number { $rank } of your ten best
card-rank-best = Number { $rank } of your ten best · best { $best }
card-best = Best { $best }
card-daily-unassisted = Daily { $date } · unassisted
# $help: the help the game had, as a list ("2 hints, 1 undo and auto-play").
card-daily-assisted = Daily { $date } · assisted:{"\u00A0"}{ $help }
card-assisted = Assisted:{"\u00A0"}{ $help }
help-hints = { $count ->
        [one] { $count } hint
       *[other] { $count } hints
    }
help-undos = { $count ->
        [one] { $count } undo
       *[other] { $count } undos
    }
help-auto-play = auto-play
button-new-game = New game
button-review = Review
button-share = Share
button-menu = Menu
# A score in a list of best scores; "assisted" when undo, a hint or auto-play helped.
score-plain = { $score }
score-assisted = { $score } · assisted

## Share: a line to post, without the board

share-daily = { $game } daily { $date }
share-score-points = { $score }
share-score-moves = { $score ->
        [one] { $score } move
       *[other] { $score } moves
    }
share-score-blocks = { $score ->
        [one] { $score } block left
       *[other] { $score } blocks left
    }
share-score-par = { $score } (par { $par })
# How a won game ended, a word in the shared line ("SameGame · 1,200 · cleared · unassisted").
share-won-cleared = cleared
share-won-solved = solved
share-won-won = won
share-finished = finished
share-in-progress = in progress
share-assisted = assisted
share-unassisted = unassisted
share-copied = Copied:{"\u00A0"}{ $line }
share-no-clipboard = No clipboard here. { $line } · code { $code }
share-code-line = code: { $code } (open it with grid-puzzles --code)

## The review of a finished game, against the engine

review-title = Review
review-previous = Previous move
review-next = Next move
review-close = Close the review
review-move = Move { $number } of { $moves }
review-one-of-the-costliest = one of the costliest
review-the-first-wrong-way = the first wrong way
review-end = The end · { $moves ->
        [one] one move
       *[other] { $moves } moves
    }
review-end-thinking = The end · { $moves ->
        [one] one move
       *[other] { $moves } moves
    } (thinking…)
review-engine-thinking = The computer is thinking…
review-engine-agrees = The computer's choice too
# Fifteen: how far from solved the position was ($moves), and the moves played beyond
# the shortest solution so far ($over).
review-from-solved-closer = { $moves } from solved; a step closer · { $over } over optimal so far
review-from-solved-wrong-way = { $moves } from solved; this went the wrong way · { $over } over optimal so far
review-pair-reshuffled = After this pair no pair was left: reshuffled
review-pair-unclearable = After this pair no order clears the board
review-other-ball = The computer would have moved another ball
review-other-ball-points = The computer would have moved another ball, for { $points ->
        [one] { $points } point
       *[other] { $points } points
    } at once
# SameGame, Bubble Breaker: $line is "yes" when the engine's line from here is known,
# with its $score.
review-as-good = As good as the computer's choice{ $line ->
        [yes] {" "}(its line from here:{"\u00A0"}{ $score })
       *[no] {""}
    }
review-worth-more = The computer's choice was worth { $points } more{ $line ->
        [yes] {" "}(its line from here:{"\u00A0"}{ $score })
       *[no] {""}
    }
review-worth-more-blocks = The computer's choice would have removed { $blocks ->
        [one] { $blocks } block
       *[other] { $blocks } blocks
    } more
review-elsewhere = The computer would play elsewhere
# The totals at the end.
review-sum-moves = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
review-sum-moves-at-best = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $best } at best
review-sum-first-wrong-way = first wrong way:{"\u00A0"}move { $move }
review-sum-never-wrong-way = never the wrong way
review-sum-points-lost = { $points ->
        [one] { $points } point lost in all
       *[other] { $points } points lost in all
    }
review-sum-blocks-lost = { $blocks ->
        [one] { $blocks } block more left in all
       *[other] { $blocks } blocks more left in all
    }
# $moves: the costliest moves, each with what it lost ("4 (120) and 9 (80)"); $count:
# how many there are.
review-sum-most-at = most at { $count ->
        [one] move
       *[other] moves
    } { $moves }
review-move-and-loss = { $move } ({ $points })
review-sum-agreed = The computer agreed with every move
review-sum-chose-otherwise = { $points ->
        [one] { $points } point missed
       *[other] { $points } points missed
    } · the computer chose otherwise at { $count ->
        [one] move
       *[other] moves
    } { $moves }
review-sum-stuck-after = The board got stuck after move { $move }
review-sum-unclearable-after = No order cleared the board after move { $move }
review-sum-always-clearable = Every pair kept the board clearable

## Statistics

stats-title = Statistics
stats-not-played = Not played yet
stats-daily = Daily puzzles:{"\u00A0"}{ $played } played ({ $assisted } assisted), streak { $streak } (longest { $longest })
# Captions under the figures.
stats-played = played
stats-best = best
stats-fewest-moves = fewest moves
stats-fewest-blocks = fewest blocks left
stats-average = average
stats-total = total
stats-best-time = best time
stats-streak = streak
stats-longest = longest
stats-chart-higher-better = Last { $games ->
        [one] game
       *[other] { $games } games
    } (higher is better): gold ones are among your ten best, faded ones were assisted
stats-chart-fewer-better = Last { $games ->
        [one] game
       *[other] { $games } games
    } (fewer moves are better): gold ones are among your ten best, faded ones were assisted
# A line of the ten best: rank, score, date.
stats-top = { $rank }.  { $score }   { $date }
stats-top-daily = { $rank }.  { $score }   { $date } · daily
stats-top-level = { $rank }.  { $score }   { $date } · level { $level }

## Settings

settings-title = Settings
settings-game-title = { $game } settings
settings-every-game = Every game
settings-next-game = Next game:{"\u00A0"}{ $params } (New game starts it)
settings-assets-folder = Assets:{"\u00A0"}{ $folder } (its files replace the built-in ones)
settings-assets-built-in = Assets:{"\u00A0"}built into the program
panel-done = Done
# What covers a paused game's board.
paused-title = Paused
paused-note = The clock stands still and the board is hidden. Press P or Resume to go on.
button-resume = Resume
# Asked before Restart undoes the moves made.
restart-title = Restart this game?
restart-note = The same deal from its start: the moves you made are undone.
button-restart = Restart
button-cancel = Cancel
setting-language = Language
# The Language setting's first choice: the system's (the browser's) language.
setting-language-system = System
# A language in the Language setting, by its own name; keep it as it is.
language-own-name = { $name }
setting-theme = Theme
setting-symbols = Symbols
setting-reduced-motion = Reduced motion
setting-clock = Clock
setting-sound = Sound
setting-volume = Volume
setting-volume-value = { $percent }%
setting-width = Width
setting-height = Height
setting-colours = Colours
setting-size = Size
setting-pictures = Pictures
setting-shift = Tiles slide
setting-levels = Levels
setting-time = Time
setting-time-minutes = { $minutes } min
setting-board = Board
setting-next-count = Balls a turn
setting-next = Next balls
next-shown = Shown
next-hidden = Hidden (+1 a line)
board-five-or-more = { $board } ({ $size })
board-small = Small
board-medium = Medium
board-large = Large
setting-level = Level
level-very-easy = Very easy
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-custom = Custom
setting-deal = Deal
deal-random = Random
deal-clearable = Clearable
setting-scoring = Scoring
scoring-n-minus-2 = (n−2)² points
scoring-n-minus-1 = (n−1)² points
scoring-fewest = Fewest blocks
setting-mode = Game style
mode-standard = Standard
mode-continuous = Continuous
mode-shifter = Shifter
# Lianliankan: where the tiles slide after each pair.
shift-none = Stay put
shift-down = Down
shift-up = Up
shift-left = Left
shift-right = Right
shift-split-vertical = Apart, up and down
shift-gather-vertical = To the middle row
shift-split-horizontal = Apart, left and right
shift-gather-horizontal = To the middle column
mode-megashift = MegaShift
setting-numbers = Numbers
setting-moves-left = Moves left
value-on = On
value-off = Off
# A stepper's buttons.
stepper-less = −
stepper-more = +
# A theme's name: the shipped ones by their folder ($name), a player's own by its $title.
theme-title = { $name ->
        [classic] Classic
        [contrast] High contrast
       *[other] { $title }
    }

## Problems, in a red line at the bottom of the window

# $problem: the file and what is wrong, as the reader of that file says it.
problem-file = { $problem }
problem-file-built-in = { $problem } (the built-in copy is used)
# A game's section of config.ron that does not read.
problem-section-defaults = { $why }; using its defaults
# A saved game or game code that does not open.
problem-new-game-started = { $why }; a new game started
# Why a file or a saved game did not read, in the problem line ($detail: the reader's
# own words, in English, shown in brackets).
why-cannot-open = cannot be read ({ $detail })
why-not-text = is not UTF-8 text
why-not-settings = is not a table of settings
why-not-toml-at = is not TOML at line { $line } ({ $detail })
why-not-toml = is not TOML ({ $detail })
why-group-not-a-table = [{ $group }] is not a table
why-setting-unreadable = { $setting } in [{ $group }] does not read ({ $detail })
why-group-unreadable = [{ $group }] does not read ({ $detail })
why-save-other-version = the saved game is from another version of the game
why-save-damaged = the saved game is damaged ({ $detail })
why-code-other-version = the game code is from another version of the game
why-code-damaged = the game code does not open ({ $detail })
# A settings file that does not read: $how is "moved" (nothing of it read) or "copied"
# (the rest of it read); $saved is "yes" when the player's bytes were kept as $kept
# ($where: "browser" for the browser's storage), else $error says why not.
problem-settings = { $file }: { $why }; { $how ->
        [moved] started
       *[copied] it starts
    } from defaults{ $saved ->
        [yes] , your file is kept as { $kept }{ $where ->
            [browser] {" "}in the browser's storage
           *[file] {""}
        }
       *[no] {" "}({ $error })
    }
# The page's address asks for something that does not open: $what is "game" or "daily"
# (the address's own words) and $id what it named.
problem-address-no-game = the address asks for { $what }="{ $id }", which is not a game here; the menu opened instead
problem-address-code-game = the address's code is of "{ $id }", which is not a game here; the menu opened instead
problem-address-seed = the address's seed="{ $seed }" is not a whole number; a new deal started
problem-address-code = the address's code= does not open ({ $why }); the menu opened instead

## The web page, while the game downloads and starts (plain text: no plural forms)

page-loading = Loading Grid Puzzles…
page-downloading = Downloading Grid Puzzles…
# $arrived and $total: megabytes, with one decimal.
page-amount = { $arrived } of { $total } MB
page-starting = Starting…
page-retry = Retry
page-no-webgl = Grid Puzzles needs WebGL2, which this browser does not offer. Try a current Firefox, Chrome, Edge or Safari, or turn on hardware acceleration.
# $why: one of the page-why messages below.
page-download-failed = Grid Puzzles could not be downloaded: { $why }. Check the connection and try again.
page-why-no-connection = no connection
page-why-status = the server answered { $status } for { $file }
page-why-broke-off = the download broke off
page-why-module = { $file } did not load
# $error: the browser's own words.
page-start-failed = Grid Puzzles could not start: { $error }

## For a player who cannot see the board: what a screen reader says of it

# A colour's name (a block, a ball, the next balls).
colour-r = red
colour-g = green
colour-y = yellow
colour-b = blue
colour-p = purple
colour-c = cyan
colour-o = orange
# A cell of the board, as the screen reader names it.
cell-empty = empty
# SameGame and Bubble Breaker: a block in a group that can be taken, and what it scores.
cell-colour-group = { $colour }, group of { $size }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
cell-colour-group-plain = { $colour }, group of { $size }
cell-ball = { $colour } ball
# Fifteen.
cell-tile = tile { $number }
# Lianliankan's pictures.
picture-1 = heart
picture-2 = sun
picture-3 = star
picture-4 = clover
picture-5 = drop
picture-6 = gem
picture-7 = moon
picture-8 = flower
picture-9 = mushroom
picture-10 = spade
picture-11 = anchor
picture-12 = tree
picture-13 = bell
picture-14 = key
picture-15 = fish
picture-16 = cup
picture-17 = umbrella
picture-18 = crown
picture-19 = house
picture-20 = cat
picture-21 = cherries
picture-22 = lightning
picture-23 = snowflake
picture-24 = music note
picture-25 = butterfly
picture-26 = cloud
picture-27 = candle
picture-28 = hourglass
picture-29 = light bulb
picture-30 = carrot
picture-31 = sailboat
picture-32 = gift
picture-33 = magnet
picture-34 = snail
picture-35 = glasses
picture-36 = clock
# A stepper's buttons, named for the setting they change ($setting: "Width").
access-less = { $setting }: less
access-more = { $setting }: more
# The menu card's Play button, spoken with the game it starts ("Play" alone tells
# a screen reader user nothing).
access-play-game = Play { $game }
# Another button on a game's card, spoken with the game: $button is its own words.
access-card-button = { $game }: { $button }
# What changed, said as it happens (the parts of one turn are joined by join-sentences).
say-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $total } in all
say-group-selected = { $colour } group of { $size } selected, worth { $points }
# $piece: what was selected ("yellow ball", "moon").
say-selected = { $piece } selected
say-unreachable = No way to column { $column }, row { $row }
# Color Lines: the colours of the next three balls.
say-next = Next: { $colours }
say-next-hidden = The next balls are hidden.
say-column-came = A new column slid in from the left.
say-incoming = Next column, from the bottom: { $colours }
# Fifteen: the tiles a move slid ("tile 7 and tile 8").
say-tiles-moved = Moved { $tiles }
say-pair-joined = Pair joined: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $total } in all
say-reshuffled = No pair was left: the tiles are reshuffled
say-tiles-slid = The tiles slid: { $shift }
say-level = Level { $level }. Tiles slide: { $shift }. The life bar is full again.
say-life-low = Life is running low
say-undone = Move undone; score { $score }
# $title: how the game ended ("No more moves left").
say-game-over = { $title } — score { $score }
say-new-game = New game
say-paused = Game paused
say-resumed = Game resumed
# $cells: the cells the engine would click.
say-hint = Hint: { $cells }
say-cell = column { $column }, row { $row }

## Controls (the settings panel lists them)

controls-title = Controls
controls-keyboard = Keyboard:{"\u00A0"}arrows move on the board, Enter or Space plays, Tab moves between buttons, Ctrl+Z undoes, H asks for a hint, P pauses, R restarts, Esc goes back
controls-gamepad = Gamepad:{"\u00A0"}the D-pad or left stick moves, A plays, B undoes, Y asks for a hint, X restarts, Select pauses, Start opens the menu

# Fifteen: which puzzle the board plays.
setting-kind = Puzzle
kind-fifteen = Fifteen (slide)
kind-sixteen = Sixteen (turn)
# Sixteen's arrows around the board, and what a turn did.
arrow-row-left = Turn row { $line } left
arrow-row-right = Turn row { $line } right
arrow-column-up = Turn column { $line } up
arrow-column-down = Turn column { $line } down
say-turned-row-left = Row { $line } turned left
say-turned-row-right = Row { $line } turned right
say-turned-column-up = Column { $line } turned up
say-turned-column-down = Column { $line } turned down
# Fifteen: the picture the tiles are cut from, the player's own or the game's.
setting-picture = Picture
picture-game-own = The game's own
picture-yours = Yours
picture-choose = Choose…
picture-dialog-title = Choose a picture for Fifteen
picture-kind = Pictures
picture-taken = Your picture is in: Fifteen's tiles show it now.
picture-back = Fifteen shows its own picture again.
picture-not-a-picture = That file is not a picture, so Fifteen keeps the one it has.
picture-too-large = That picture is too large (40 MB or 64 megapixels at most), so Fifteen keeps the one it has.
picture-no-dialog = No file dialog opens here: drop a picture on the window instead.
