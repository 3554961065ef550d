# Grid Puzzles — Русский (ru). Слова игры на русском языке.
#
# Это русский каталог игры. Сообщения, которых здесь нет, берутся из английского
# каталога (en/main.ftl), с которого и ведётся перевод; его комментарии (строки,
# начинающиеся с #) объясняют, где показывается текст и что содержат переменные ($name).
# Чтобы исправить формулировку, измените текст после «=», сохранив имя сообщения
# и переменные; запущенная игра покажет изменение в течение секунды. Подробнее —
# в README, раздел «Translating the game».
#
# Сама игра пробелов не расставляет: если за подписью следует её значение, пробел после
# двоеточия записывается как {"\u00A0"} — неразрывный пробел, чтобы подпись и значение
# не разошлись по разным строкам на узком экране («Счёт:{"\u00A0"}{ $score }»).

## Об этом языке

# Название языка так, как его пишут носители: так оно показано в настройке «Язык».
language-name = Русский
# Шрифт из assets/fonts/ с буквами языка, если их нет в Inter; для русского не нужен.
language-font = {""}
# Запись чисел: знак между группами разрядов (8 861 — неразрывный пробел), десятичный
# знак и наименьшее число цифр, начиная с которого разряды отделяются (8861, но 12 345).
number-thousands = {"\u00A0"}
number-decimal = ,
number-grouped-from = 5
# Число само по себе (значение настройки, количество).
number = { $value }
# Перечисление через «и», собираемое по частям. Список из двух пунктов («фишка 7 и фишка 8»):
list-pair = { $first } и { $last }
# Начало более длинного списка: $first, затем $rest — уже собранный остаток списка;
# «2 подсказки, 1 отмена и автоигра» — это list-more(2 подсказки, list-last(1 отмена, автоигра)).
list-more = { $first }, { $rest }
# Два последних пункта списка из трёх и более.
list-last = { $first } и { $last }
# Предложения одного сообщения программы чтения с экрана, одно за другим: $first — то, что
# уже сказано, $next — следующее предложение (сами сообщения-предложения точкой не кончаются).
join-sentences = { $first }. { $next }
# Дата: $day, $month (числа), $month-name (ниже, в родительном падеже) и $year.
date = { $day } { $month-name } { $year } г.
month-1 = января
month-2 = февраля
month-3 = марта
month-4 = апреля
month-5 = мая
month-6 = июня
month-7 = июля
month-8 = августа
month-9 = сентября
month-10 = октября
month-11 = ноября
month-12 = декабря
# Текст, показываемый как есть (путь к файлу, часы); оставьте как есть.
plain = { $text }

## Игры

app-name = Grid Puzzles
game-bubble-breaker = Bubble Breaker
game-samegame = SameGame
# Китайская игра 连连看 (лянь-лянь-кань, «соединяй и смотри»); под этим именем её мало кто
# знает, поэтому название говорит, что в ней делать.
game-lianliankan = Соедини пары
game-fifteen = Пятнашки
game-color-lines = Линии

# Правило каждой игры одной строкой, на её карточке в меню.
rule-bubble-breaker = Лопайте группы из двух и более шариков одного цвета: группа из n шариков приносит n(n−1) очков.
rule-samegame = Убирайте группы блоков: чем больше группа, тем больше очков, а за полностью очищенное поле — 1000.
rule-lianliankan = Соединяйте пары одинаковых картинок линией не более чем с двумя поворотами, пока не вышло время.
rule-fifteen = Передвигайте фишки, пока картинка снова не станет целой.
rule-color-lines = Передвигайте шарики и выстраивайте в линию пять или больше шариков одного цвета, пока поле не заполнится.

# Поле и параметры игры — в меню, статистике и панели настроек.
params-size = { $width }×{ $height }
params-size-colours = { $width }×{ $height }, { $colours ->
        [one] { $colours } цвет
        [few] { $colours } цвета
        [many] { $colours } цветов
       *[other] { $colours } цветов
    }
params-size-pictures = { $width }×{ $height }, { $pictures ->
        [one] { $pictures } картинка
        [few] { $pictures } картинки
        [many] { $pictures } картинок
       *[other] { $pictures } картинок
    }
params-with-mode = { $params } · { $mode }
params-next-count = { $count ->
        [one] { $count } шарик
        [few] { $count } шарика
       *[other] { $count } шариков
    } за ход

# Как называется выигранная игра: подпись под числом выигранных игр в статистике
# («пройдено 12»); слово в строке результата для «Поделиться» — share-won-*.
won-cleared = пройдено
won-solved = решено
won-won = выиграно

## Меню

menu-statistics = Статистика
menu-settings = Настройки
menu-quit = Выход
menu-play = Играть
# Кнопка задачи дня; ✓ — если сегодняшняя задача уже пройдена.
menu-daily = Задача дня
menu-daily-done = Задача дня ✓
menu-daily-done-streak = Задача дня ✓ { $days ->
        [one] { $days } день подряд
        [few] { $days } дня подряд
        [many] { $days } дней подряд
       *[other] { $days } дней подряд
    }
# Подсказка к кнопке настроек на карточке игры.
menu-game-settings = Настройки игры «{ $game }»
# Под правилом: рекорд при выбранных параметрах ($settings: «15×15, 3 цвета»).
menu-best-at = Рекорд ({ $settings }):{"\u00A0"}{ $score }
menu-not-played = { $settings }:{"\u00A0"}игр ещё не было

## Экран игры

# Кнопки панели (подписи под значками, рядом с ними или во всплывающих подсказках);
# на телефоне в ряд помещаются пять кнопок — подписи должны быть короткими.
hud-undo = Отменить
hud-redo = Вернуть
hud-hint = Подсказка
hud-new-game = Новая
hud-auto = Автоигра
# Автоигра в «Пятнашках»: компьютер решает головоломку.
hud-solve = Решение
hud-share = Поделиться
hud-settings = Настройки
hud-menu = Меню
# Кнопка телефона для действий, которые не поместились на панели.
hud-more = Ещё
hud-pause = Пауза
hud-restart = Заново
# Строка счёта.
hud-score = Счёт:{"\u00A0"}{ $score }
hud-moves = Ходы:{"\u00A0"}{ $score }
hud-blocks-left-score = Осталось блоков:{"\u00A0"}{ $score }
hud-best = Рекорд:{"\u00A0"}{ $best }
hud-best-none = Рекорд:{"\u00A0"}–
# Эталон: сколько набирает компьютер на этой раскладке.
hud-par = Эталон:{"\u00A0"}{ $par }
hud-hints = Подсказки:{"\u00A0"}{ $count }
hud-daily = Задача дня:{"\u00A0"}{ $date }
hud-seed = Зерно:{"\u00A0"}{ $seed }
# Что делает компьютер ($action: «Автоигра» или «Решение»).
hud-auto-playing = { $action }:{"\u00A0"}играет компьютер (остановить — щелчок или любая клавиша)
hud-hint-thinking = Подсказка:{"\u00A0"}расчёт…
hud-par-thinking = Эталон:{"\u00A0"}расчёт…
# Строка каждой игры.
hud-blocks-left = Осталось блоков:{"\u00A0"}{ $count }
hud-tiles-left = Осталось плиток:{"\u00A0"}{ $count }
hud-level = Уровень{"\u00A0"}{ $level }
# «Соедини пары»: пары, которые можно соединить сейчас.
hud-pairs = Пары:{"\u00A0"}{ $count }
hud-no-order-clears = Поле уже не очистить целиком
hud-life = Жизнь
# «Линии»: после этой надписи показаны следующие шарики.
hud-next = Следующие:
hud-next-hidden = Следующие:{"\u00A0"}скрыты
hud-incoming = Следующий столбец:{"\u00A0"}{ $count }
hud-time = Время:{"\u00A0"}{ $time }
# «Пятнашки» один раз, в начале, строят таблицы для решателя.
hud-solver-tables = Подготовка решения:{"\u00A0"}{ $percent }%
hud-moves-left = Осталось ходов:{"\u00A0"}{ $count }
hud-moves-left-at-most = Осталось ходов:{"\u00A0"}не больше { $count }
hud-moves-left-thinking = Осталось ходов:{"\u00A0"}расчёт…

## Карточка конца игры

over-game-over = Игра окончена
over-board-cleared = Поле очищено!
over-no-moves = Ходов больше нет
over-blocks-remaining = Осталось блоков:{"\u00A0"}{ $count }
over-board-full = Игра окончена: поле заполнено
over-congratulations = Поздравляем!
over-time-up = Время вышло
over-level-reached = Достигнут уровень { $level }
over-tiles-left = { $count ->
        [one] Осталась { $count } плитка
        [few] Осталось { $count } плитки
        [many] Осталось { $count } плиток
       *[other] Осталось { $count } плиток
    }
over-solved = Решено!
# Счёт, крупно.
card-score-points = { $score ->
        [one] { $score } очко
        [few] { $score } очка
        [many] { $score } очков
       *[other] { $score } очков
    }
card-score-moves = { $score ->
        [one] { $score } ход
        [few] { $score } хода
        [many] { $score } ходов
       *[other] { $score } ходов
    }
card-score-blocks = { $score ->
        [one] остался { $score } блок
        [few] осталось { $score } блока
       *[other] осталось { $score } блоков
    }
card-new-best = Новый рекорд!
card-time = Время { $time }
card-par = Эталон { $par }
card-par-beaten = Эталон { $par } · превзойдён!
card-equals-best = Повторён ваш рекорд:{"\u00A0"}{ $best }
card-rank = № { $rank } в вашей десятке лучших
card-rank-best = № { $rank } в вашей десятке лучших · рекорд { $best }
card-best = Рекорд { $best }
card-daily-unassisted = Задача дня { $date } · без помощи
# $help: какая была помощь, списком («2 подсказки, 1 отмена и автоигра»).
card-daily-assisted = Задача дня { $date } · с помощью:{"\u00A0"}{ $help }
card-assisted = С помощью:{"\u00A0"}{ $help }
help-hints = { $count ->
        [one] { $count } подсказка
        [few] { $count } подсказки
        [many] { $count } подсказок
       *[other] { $count } подсказок
    }
help-undos = { $count ->
        [one] { $count } отмена
        [few] { $count } отмены
        [many] { $count } отмен
       *[other] { $count } отмен
    }
help-auto-play = автоигра
button-new-game = Новая игра
button-review = Разбор
button-share = Поделиться
button-menu = Меню
# Результат в списке лучших; «с помощью» — если помогали отмена, подсказка или автоигра.
score-plain = { $score }
score-assisted = { $score } · с помощью

## «Поделиться»: строка для публикации, без самого поля

share-daily = { $game }, задача дня { $date }
share-score-points = { $score }
share-score-moves = { $score ->
        [one] { $score } ход
        [few] { $score } хода
        [many] { $score } ходов
       *[other] { $score } ходов
    }
share-score-blocks = { $score ->
        [one] остался { $score } блок
        [few] осталось { $score } блока
       *[other] осталось { $score } блоков
    }
share-score-par = { $score } (эталон { $par })
# Чем кончилась выигранная игра, слово строки «Поделиться» («SameGame · 1200 · поле очищено · без помощи»).
share-won-cleared = поле очищено
share-won-solved = решено
share-won-won = выиграно
share-finished = завершено
share-in-progress = в процессе
share-assisted = с помощью
share-unassisted = без помощи
share-copied = Скопировано:{"\u00A0"}{ $line }
share-no-clipboard = Буфер обмена недоступен. { $line } · код { $code }
share-code-line = код: { $code } (откройте его командой grid-puzzles --code)

## Разбор сыгранной партии в сравнении с компьютером

review-title = Разбор
review-previous = Предыдущий ход
review-next = Следующий ход
review-close = Закрыть разбор
review-move = Ход { $number } из { $moves }
review-one-of-the-costliest = одна из крупнейших потерь
review-the-first-wrong-way = первый ход не туда
review-end = Конец · { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } ходов
    }
review-end-thinking = Конец · { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } ходов
    } (расчёт…)
review-engine-thinking = Компьютер думает…
review-engine-agrees = Компьютер выбрал бы так же
# «Пятнашки»: сколько ходов оставалось до решения ($moves) и сколько ходов сделано
# сверх кратчайшего решения к этому моменту ($over).
review-from-solved-closer = До решения:{"\u00A0"}{ $moves }; на шаг ближе · лишних ходов пока:{"\u00A0"}{ $over }
review-from-solved-wrong-way = До решения:{"\u00A0"}{ $moves }; этот ход был не туда · лишних ходов пока:{"\u00A0"}{ $over }
review-pair-reshuffled = После этой пары ходов не осталось: плитки перемешаны
review-pair-unclearable = После этой пары поле уже не очистить целиком
review-other-ball = Компьютер передвинул бы другой шарик
review-other-ball-points = Компьютер передвинул бы другой шарик и сразу получил бы { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очков
    }
# SameGame, Bubble Breaker: $line равно «yes», если известен вариант компьютера
# отсюда, с его счётом $score.
review-as-good = Не хуже выбора компьютера{ $line ->
        [yes] {" "}(его вариант отсюда:{"\u00A0"}{ $score })
       *[no] {""}
    }
review-worth-more = Выбор компьютера принёс бы на { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очков
    } больше{ $line ->
        [yes] {" "}(его вариант отсюда:{"\u00A0"}{ $score })
       *[no] {""}
    }
review-worth-more-blocks = Выбор компьютера убрал бы на { $blocks ->
        [one] { $blocks } блок
        [few] { $blocks } блока
       *[other] { $blocks } блоков
    } больше
review-elsewhere = Компьютер сыграл бы в другом месте
# Итоги в конце.
review-sum-moves = { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } ходов
    }
review-sum-moves-at-best = { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } ходов
    } (можно было за { $best })
review-sum-first-wrong-way = первый ход не туда:{"\u00A0"}{ $move }-й
review-sum-never-wrong-way = ни одного хода не туда
review-sum-points-lost = Всего потеряно { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очков
    }
review-sum-blocks-lost = Всего осталось на { $blocks ->
        [one] { $blocks } блок
        [few] { $blocks } блока
       *[other] { $blocks } блоков
    } больше
# $moves: самые дорогие ходы, у каждого — сколько он потерял («4 (120) и 9 (80)»);
# $count: сколько их. Здесь и в review-sum-chose-otherwise ход один только при [1]: при 21,
# 31… это список из стольких ходов, и форма та же, что для 2 или 5 («ходы»).
review-sum-most-at = { $count ->
        [1] дороже всего обошёлся ход { $moves }
       *[other] дороже всего обошлись ходы { $moves }
    }
review-move-and-loss = { $move } ({ $points })
review-sum-agreed = Компьютер согласен с каждым ходом
review-sum-chose-otherwise = Упущено { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очков
    } · { $count ->
        [1] ход { $moves } компьютер сыграл бы иначе
       *[other] ходы { $moves } компьютер сыграл бы иначе
    }
review-sum-stuck-after = После хода { $move } поле зашло в тупик
review-sum-unclearable-after = После хода { $move } поле уже нельзя было очистить целиком
review-sum-always-clearable = После каждой пары поле можно было очистить целиком

## Статистика

stats-title = Статистика
stats-not-played = Игр ещё не было
stats-daily = Задачи дня:{"\u00A0"}сыграно { $played } (с помощью — { $assisted }), серия { $streak } (рекорд { $longest })
# Подписи под числами.
stats-played = сыграно
stats-best = рекорд
stats-fewest-moves = меньше всего ходов
stats-fewest-blocks = меньше всего блоков
stats-average = в среднем
stats-total = всего
stats-best-time = лучшее время
stats-streak = серия
stats-longest = лучшая серия
stats-chart-higher-better = { $games ->
        [one] { $games } последняя игра
        [few] { $games } последние игры
        [many] { $games } последних игр
       *[other] { $games } последних игр
    } (чем выше, тем лучше): золотые — из десятки лучших, бледные — сыграны с помощью
stats-chart-fewer-better = { $games ->
        [one] { $games } последняя игра
        [few] { $games } последние игры
        [many] { $games } последних игр
       *[other] { $games } последних игр
    } (чем меньше ходов, тем лучше): золотые — из десятки лучших, бледные — сыграны с помощью
# Строка из десятки лучших: место, результат, дата.
stats-top = { $rank }.  { $score }   { $date }
stats-top-daily = { $rank }.  { $score }   { $date } · задача дня
stats-top-level = { $rank }.  { $score }   { $date } · уровень { $level }

## Настройки

settings-title = Настройки
settings-game-title = Настройки игры «{ $game }»
settings-every-game = Для всех игр
settings-next-game = Следующая игра:{"\u00A0"}{ $params } (начните новую игру)
settings-assets-folder = Ресурсы:{"\u00A0"}{ $folder } (файлы оттуда заменяют встроенные)
settings-assets-built-in = Ресурсы:{"\u00A0"}встроены в программу
panel-done = Готово
paused-title = Пауза
paused-note = Часы стоят, поле скрыто. Чтобы продолжить, нажмите P или «Продолжить».
button-resume = Продолжить
restart-title = Начать эту партию заново?
restart-note = Та же раскладка с самого начала: сделанные ходы отменяются.
button-restart = Начать заново
button-cancel = Отмена
setting-language = Язык
# Первый вариант настройки «Язык»: язык системы (браузера).
setting-language-system = Системный
# Язык в настройке «Язык», под своим собственным названием; оставьте как есть.
language-own-name = { $name }
setting-theme = Тема
setting-symbols = Символы
setting-reduced-motion = Меньше анимации
setting-clock = Часы
setting-sound = Звук
setting-volume = Громкость
setting-volume-value = { $percent }%
setting-width = Ширина
setting-height = Высота
setting-colours = Цвета
setting-size = Размер
setting-pictures = Картинки
setting-shift = Сдвиг плиток
setting-levels = Уровни
setting-time = Время
setting-time-minutes = { $minutes } мин
setting-board = Поле
setting-next-count = Шариков за ход
setting-next = Следующие шарики
next-shown = Видны
next-hidden = Скрыты (+1 за линию)
board-five-or-more = { $board } ({ $size })
board-small = Малое
board-medium = Среднее
board-large = Большое
setting-level = Уровень
level-very-easy = Очень легко
level-easy = Легко
level-medium = Средне
level-hard = Сложно
level-custom = Особый
setting-deal = Раздача
deal-random = Случайная
deal-clearable = Решаемая
setting-scoring = Счёт
scoring-n-minus-2 = (n−2)² очков
scoring-n-minus-1 = (n−1)² очков
scoring-fewest = Меньше блоков
setting-mode = Стиль игры
mode-standard = Стандарт
mode-continuous = Непрерывный
mode-shifter = Шифтер

shift-none = Нет
shift-down = Вниз
shift-up = Вверх
shift-left = Влево
shift-right = Вправо
shift-split-vertical = Вверх и вниз от середины
shift-gather-vertical = К средней строке
shift-split-horizontal = Влево и вправо от середины
shift-gather-horizontal = К среднему столбцу
mode-megashift = Мегашифт
setting-numbers = Номера
setting-moves-left = Осталось ходов
value-on = Вкл
value-off = Выкл
# Кнопки счётчика.
stepper-less = −
stepper-more = +
# Название темы: встроенные — по имени папки ($name), собственная тема игрока — по $title.
theme-title = { $name ->
        [classic] Классическая
        [contrast] Контрастная
       *[other] { $title }
    }

## Ошибки — красной строкой внизу окна

# $problem: файл и что в нём не так, как это сообщает читающая его программа.
problem-file = { $problem }
problem-file-built-in = { $problem } (используется встроенная копия)
# Раздел игры в config.ron, который не удалось прочитать.
problem-section-defaults = { $why }; используются значения по умолчанию
# Сохранённая игра или код игры, которые не открываются.
problem-new-game-started = { $why }; начата новая игра
# Why a file or a saved game did not read, in the problem line ($detail: the reader's
# own words, in English, shown in brackets).
why-cannot-open = не читается ({ $detail })
why-not-text = не является текстом UTF-8
why-not-settings = не содержит настроек
why-not-toml-at = содержит ошибку TOML в строке { $line } ({ $detail })
why-not-toml = содержит ошибку TOML ({ $detail })
why-group-not-a-table = [{ $group }] — не таблица
why-setting-unreadable = { $setting } в [{ $group }] не читается ({ $detail })
why-group-unreadable = [{ $group }] не читается ({ $detail })
why-save-other-version = сохранённая игра — из другой версии игры
why-save-damaged = сохранённая игра повреждена ({ $detail })
why-code-other-version = код игры — из другой версии игры
why-code-damaged = код игры не открывается ({ $detail })
# Файл настроек, который не удалось прочитать: $how — «moved» (не прочитано ничего)
# или «copied» (остальное прочитано); $saved — «yes», если байты игрока сохранены
# как $kept ($where: «browser» — хранилище браузера), иначе $error объясняет, почему нет.
problem-settings = { $file }: { $why }; { $how ->
        [moved] используются значения по умолчанию
       *[copied] для непрочитанного используются значения по умолчанию
    }{ $saved ->
        [yes] , ваш файл сохранён как { $kept }{ $where ->
            [browser] {" "}в хранилище браузера
           *[file] {""}
        }
       *[no] {" "}(сохранить копию не удалось: { $error })
    }
# Адрес страницы запрашивает то, что не открывается: $what — «game» или «daily»
# (слова самого адреса), $id — что в нём указано.
problem-address-no-game = в адресе запрошено { $what }=«{ $id }», но такой игры здесь нет; вместо этого открыто меню
problem-address-code-game = код в адресе относится к «{ $id }», но такой игры здесь нет; вместо этого открыто меню
problem-address-seed = seed=«{ $seed }» в адресе — не целое число; начата новая игра
problem-address-code = не удалось открыть code= из адреса ({ $why }); вместо этого открыто меню

## Веб-страница, пока игра скачивается и запускается (простой текст: без форм множественного числа)

page-loading = Загрузка Grid Puzzles…
page-downloading = Скачивание Grid Puzzles…
# $arrived и $total: мегабайты, с одним знаком после запятой.
page-amount = { $arrived } из { $total } МБ
page-starting = Запуск…
page-retry = Повторить
page-no-webgl = Для Grid Puzzles нужен WebGL2, а этот браузер его не поддерживает. Попробуйте свежую версию Firefox, Chrome, Edge или Safari либо включите аппаратное ускорение.
# $why: одно из сообщений page-why ниже.
page-download-failed = Не удалось скачать Grid Puzzles: { $why }. Проверьте подключение и попробуйте ещё раз.
page-why-no-connection = нет подключения
page-why-status = сервер ответил { $status } на запрос { $file }
page-why-broke-off = загрузка прервалась
page-why-module = не удалось загрузить { $file }
# $error: сообщение самого браузера.
page-start-failed = Не удалось запустить Grid Puzzles: { $error }

## Для игрока, который не видит поле: что о нём говорит программа чтения с экрана

# Название цвета (блока, шарика, следующих шариков) в мужском роде: оно звучит само
# по себе (о блоке или шарике) и в «красный шарик».
colour-r = красный
colour-g = зелёный
colour-y = жёлтый
colour-b = синий
colour-p = фиолетовый
colour-c = голубой
colour-o = оранжевый
# Клетка поля, как её называет программа чтения с экрана.
cell-empty = пусто
# SameGame и Bubble Breaker: блок из группы, которую можно убрать, и сколько она принесёт.
cell-colour-group = { $colour }, в группе { $size }, { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очков
    }
cell-colour-group-plain = { $colour }, в группе { $size }
cell-ball = { $colour } шарик
# «Пятнашки».
cell-tile = фишка { $number }
# Картинки «Соедини пары».
picture-1 = сердце
picture-2 = солнце
picture-3 = звезда
picture-4 = клевер
picture-5 = капля
picture-6 = кристалл
picture-7 = луна
picture-8 = цветок
picture-9 = гриб
picture-10 = пики
picture-11 = якорь
picture-12 = дерево
picture-13 = колокольчик
picture-14 = ключ
picture-15 = рыба
picture-16 = чашка
picture-17 = зонтик
picture-18 = корона
picture-19 = дом
picture-20 = кошка
picture-21 = вишня
picture-22 = молния
picture-23 = снежинка
picture-24 = нота
picture-25 = бабочка
picture-26 = облако
picture-27 = свеча
picture-28 = песочные часы
picture-29 = лампочка
picture-30 = морковь
picture-31 = парусник
picture-32 = подарок
picture-33 = магнит
picture-34 = улитка
picture-35 = очки
picture-36 = часы
# Кнопки счётчика, названные по настройке, которую они меняют ($setting: «Ширина»).
access-less = { $setting }: меньше
access-more = { $setting }: больше
access-play-game = Играть в «{ $game }»
access-card-button = «{ $game }»: { $button }
# Что изменилось — произносится сразу (части одного хода соединяет join-sentences).
say-points = { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очков
    }, всего { $total }
# Цвет назван через «цвет …», чтобы не согласовывать его с «группой».
say-group-selected = Выбрана группа, цвет { $colour }, в ней { $size }, принесёт { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очков
    }
# $piece: что выбрано («жёлтый шарик», «луна»).
say-selected = Выбрано: { $piece }
say-unreachable = Нет пути: столбец { $column }, строка { $row }
# «Линии»: цвета следующих трёх шариков.
say-next = Следующие: { $colours }
say-next-hidden = Следующие шарики скрыты.
say-column-came = Слева въехал новый столбец.
say-incoming = Следующий столбец, снизу: { $colours }
# «Пятнашки»: фишки, сдвинутые ходом («фишка 7 и фишка 8»).
say-tiles-moved = Передвинуто: { $tiles }
say-pair-joined = Пара соединена: { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очков
    }, всего { $total }
say-reshuffled = Пар больше нет: плитки перемешаны
say-tiles-slid = Плитки сдвинулись: { $shift }
say-level = Уровень { $level }. Сдвиг плиток: { $shift }. Шкала жизни снова полная.
say-life-low = Жизнь на исходе
say-undone = Ход отменён; счёт: { $score }
# $title: чем закончилась игра («Ходов больше нет»).
say-game-over = { $title } — счёт: { $score }
say-new-game = Новая игра
say-paused = Игра на паузе
say-resumed = Игра продолжается
# $cells: клетки, которые нажал бы компьютер.
say-hint = Подсказка: { $cells }
say-cell = столбец { $column }, строка { $row }

## Управление (список — в панели настроек)

controls-title = Управление
controls-keyboard = Клавиатура:{"\u00A0"}стрелки — перемещение по полю, Enter или Пробел — ход, Tab — переход между кнопками, Ctrl+Z — отмена, H — подсказка, P — пауза, R — заново, Esc — назад
controls-gamepad = Геймпад:{"\u00A0"}крестовина или левый стик — перемещение, A — ход, B — отмена, Y — подсказка, X — заново, Select — пауза, Start — меню

# Пятнашки: какая головоломка на поле.
setting-kind = Головоломка
kind-fifteen = Пятнашки (сдвиг)
kind-sixteen = Шестнашки (поворот)
# Стрелки Шестнашек вокруг поля и что сделал поворот.
arrow-row-left = Повернуть строку { $line } влево
arrow-row-right = Повернуть строку { $line } вправо
arrow-column-up = Повернуть столбец { $line } вверх
arrow-column-down = Повернуть столбец { $line } вниз
say-turned-row-left = Строка { $line } повёрнута влево
say-turned-row-right = Строка { $line } повёрнута вправо
say-turned-column-up = Столбец { $line } повёрнут вверх
say-turned-column-down = Столбец { $line } повёрнут вниз
# «Пятнашки»: картинка, из которой нарезаны фишки, — своя у игрока или из игры.
setting-picture = Картинка
picture-game-own = Из игры
picture-yours = Своя
picture-choose = Выбрать…
picture-dialog-title = Выберите картинку для «Пятнашек»
picture-kind = Изображения
picture-taken = Ваша картинка на месте: теперь её показывают фишки «Пятнашек».
picture-back = «Пятнашки» снова показывают свою картинку.
picture-not-a-picture = Этот файл не картинка, поэтому «Пятнашки» оставляют прежнюю.
picture-too-large = Картинка слишком большая (не более 40 МБ или 64 мегапикселей), поэтому «Пятнашки» оставляют прежнюю.
picture-no-dialog = Окно выбора файла здесь не открывается: перетащите картинку в окно игры.
