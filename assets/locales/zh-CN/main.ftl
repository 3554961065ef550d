# Grid Puzzles — 简体中文 (zh-CN)。
#
# 这是游戏的简体中文翻译文件，译自英文文件（locales/en/main.ftl）；这里缺少的消息会逐条
# 改用英文显示。各条注释（以 # 开头的行）说明文字显示在哪里、变量（$name）是什么。
# 如需修改译文，请编辑“=”之后的文字，保留消息名称和变量不变；运行中的游戏会在一秒内
# 显示修改结果。详见 README 的“Translating the game”一节。
#
# 游戏本身不会添加或替换空格。标签与其值之间用全角冒号“：”且不加空格（“得分：{ $score }”），
# 这样在窄屏上二者也不会被拆到两行。

## 关于本语言

# 本语言的名称，按其使用者的写法：“语言”设置中以此列出。
language-name = 简体中文
# assets/fonts/ 下包含本语言字符的字体。
language-font = NotoSansSC-subset.otf
# 数字的写法：千位分隔符、小数点，以及数字至少几位时才加千位分隔符。
number-thousands = ,
number-decimal = .
number-grouped-from = 4
# 单独的数字（设置的值、计数）。
number = { $value }
# “和”连接的列表，分几段拼成。只有两项的列表（“7号方块和8号方块”）：
list-pair = { $first }和{ $last }
# 较长列表的开头：$first，然后是 $rest，即已经拼好的列表其余部分；
# “2次提示、1次撤销和自动进行”即 list-more(2次提示, list-last(1次撤销, 自动进行))。
list-more = { $first }、{ $rest }
# 三项或更多项的列表中的最后两项。
list-last = { $first }和{ $last }
# 屏幕阅读器一次播报中的各句，依次连接：$first 为已说的内容，$next 为下一句
# （各句消息本身不带句号）。
join-sentences = { $first }。{ $next }
# 日期：$year、$day 为数字，$month-name 为下面的月份名（“2026年12月1日”）。
date = { $year }年{ $month-name }{ $day }日
month-1 = 1月
month-2 = 2月
month-3 = 3月
month-4 = 4月
month-5 = 5月
month-6 = 6月
month-7 = 7月
month-8 = 8月
month-9 = 9月
month-10 = 10月
month-11 = 11月
month-12 = 12月
# 原样显示的文字（文件路径、时钟）；保持不变。
plain = { $text }

## 游戏

app-name = 网格谜题
game-bubble-breaker = 泡泡消除
game-samegame = 消灭方块
game-lianliankan = 连连看
game-fifteen = 数字华容道
game-color-lines = 彩色连珠

# 各游戏的规则，显示在菜单卡片上。
rule-bubble-breaker = 消除两个或更多相连的同色球：每组n个球得n(n−1)分。
rule-samegame = 消除成组的方块；组越大得分越多，清空棋盘得1000分。
rule-lianliankan = 在时间用完前，用转弯不超过两次的线连接两个相同的图案。
rule-fifteen = 滑动方块，直到拼回完整的图片。
rule-color-lines = 在棋盘填满前移动小球，把五个或更多同色球连成一线。

# 游戏的棋盘和设置，用于菜单、统计和设置面板。
params-size = { $width }×{ $height }
params-size-colours = { $width }×{ $height }，{ $colours }种颜色
params-size-pictures = { $width }×{ $height }，{ $pictures }种图案
params-with-mode = { $params }，{ $mode }
params-next-count = 每回合{ $count }个

# 获胜的说法：统计中获胜局数下方的说明（“12 已清空”）；分享结果中的说法见 share-won-*。
won-cleared = 已清空
won-solved = 已还原
won-won = 获胜

## 菜单

menu-statistics = 统计
menu-settings = 设置
menu-quit = 退出
menu-play = 开始
# 打开今日谜题的按钮；今天完成后带 ✓。
menu-daily = 每日谜题
menu-daily-done = 每日谜题 ✓
menu-daily-done-streak = 每日谜题 ✓ 连续{ $days }天
# 卡片上设置按钮的提示。
menu-game-settings = { $game }设置
# 规则下方：所选设置下的最佳成绩（$settings：“15×15，3种颜色”）。
menu-best-at = 最佳成绩（{ $settings }）：{ $score }
menu-not-played = { $settings }：尚未玩过

## 游戏界面

# 工具栏按钮（名称显示在图标旁或下方，或作为提示）；手机上空间很窄，宜用两个字。
hud-undo = 撤销
hud-redo = 重做
hud-hint = 提示
hud-new-game = 新局
hud-auto = 自动
# 数字华容道的自动演示：由电脑求解。
hud-solve = 求解
hud-share = 分享
hud-settings = 设置
hud-menu = 菜单
# 手机上放不下的操作收在此按钮中。
hud-more = 更多
hud-pause = 暂停
hud-restart = 重来
# 分数行。
hud-score = 得分：{ $score }
hud-moves = 步数：{ $score }
hud-blocks-left-score = 剩余方块：{ $score }
hud-best = 最佳：{ $best }
hud-best-none = 最佳：–
# 目标：电脑在这一局能取得的成绩。
hud-par = 目标：{ $par }
hud-hints = 已用提示：{ $count }
hud-daily = 每日谜题：{ $date }
hud-seed = 种子：{ $seed }
# 电脑正在做什么（$action：自动或求解）。
hud-auto-playing = { $action }：进行中（点击或按任意键即可停止）
hud-hint-thinking = 提示：思考中……
hud-par-thinking = 目标：思考中……
# 各游戏自己的一行。
hud-blocks-left = 剩余方块：{ $count }
hud-tiles-left = 剩余图块：{ $count }
hud-level = 第{ $level }关
# 连连看：当前可以连接的对数。
hud-pairs = 可连对数：{ $count }
hud-no-order-clears = 当前局面已无法清空
hud-life = 生命
# 彩色连珠：其后显示接下来出现的球。
hud-next = 下一组：
hud-next-hidden = 下一批：隐藏
hud-incoming = 下一列：{ $count }个
hud-time = 时间：{ $time }
# 数字华容道首次运行时生成求解表。
hud-solver-tables = 正在生成求解表：{ $percent }%
hud-moves-left = 还需步数：{ $count }
hud-moves-left-at-most = 还需步数：最多{ $count }
hud-moves-left-thinking = 还需步数：思考中……

## 游戏结束卡片

over-game-over = 游戏结束
over-board-cleared = 棋盘已清空！
over-no-moves = 已无步可走
over-blocks-remaining = 剩余方块：{ $count }
over-board-full = 游戏结束：棋盘已满
over-congratulations = 恭喜！
over-time-up = 时间到
over-level-reached = 到达第{ $level }关
over-tiles-left = 剩余{ $count }块
over-solved = 还原成功！
# 大字显示的成绩。
card-score-points = { $score }分
card-score-moves = { $score }步
card-score-blocks = 剩余{ $score }块
card-new-best = 新纪录！
card-time = 用时{ $time }
card-par = 目标{ $par }
card-par-beaten = 目标{ $par } · 已超越！
card-equals-best = 追平最佳成绩：{ $best }
card-rank = 个人前十第{ $rank }名
card-rank-best = 个人前十第{ $rank }名 · 最佳{ $best }
card-best = 最佳{ $best }
card-daily-unassisted = 每日谜题（{ $date }） · 无辅助
# $help：游戏中得到的帮助，为一个列表（“2次提示、1次撤销和自动进行”）。
card-daily-assisted = 每日谜题（{ $date }） · 有辅助：{ $help }
card-assisted = 有辅助：{ $help }
help-hints = { $count }次提示
help-undos = { $count }次撤销
help-auto-play = 自动进行
button-new-game = 再来一局
button-review = 复盘
button-share = 分享
button-menu = 菜单
# 最佳成绩列表中的一项；使用过撤销、提示或自动进行时标为“有辅助”。
score-plain = { $score }
score-assisted = { $score } · 有辅助

## 分享：可发布的一行文字，不含棋盘

share-daily = { $game }每日谜题（{ $date }）
share-score-points = { $score }分
share-score-moves = { $score }步
share-score-blocks = 剩余{ $score }块
share-score-par = { $score }（目标{ $par }）
# 获胜对局的结局，分享那一行中的一项（“消灭方块 · 1200分 · 已清空 · 无辅助”）。
share-won-cleared = 已清空
share-won-solved = 已还原
share-won-won = 获胜
share-finished = 已结束
share-in-progress = 进行中
share-assisted = 有辅助
share-unassisted = 无辅助
share-copied = 已复制：{ $line }
share-no-clipboard = 此处无法使用剪贴板。{ $line } · 代码：{ $code }
share-code-line = 代码：{ $code }（用 grid-puzzles --code 打开）

## 对照电脑复盘已结束的对局

review-title = 复盘
review-previous = 上一步
review-next = 下一步
review-close = 关闭复盘
review-move = 第{ $number }步，共{ $moves }步
review-one-of-the-costliest = 损失最大的几步之一
review-the-first-wrong-way = 第一次走错方向
review-end = 结束 · 共{ $moves }步
review-end-thinking = 结束 · 共{ $moves }步（思考中……）
review-engine-thinking = 电脑思考中……
review-engine-agrees = 与电脑的选择一致
# 数字华容道：该局面距还原还差几步（$moves），以及到目前为止比最短解多走的步数（$over）。
review-from-solved-closer = 距还原还差{ $moves }步；更近了一步 · 目前比最优多走{ $over }步
review-from-solved-wrong-way = 距还原还差{ $moves }步；这步走错了方向 · 目前比最优多走{ $over }步
review-pair-reshuffled = 消除这一对后已无对可连：自动洗牌
review-pair-unclearable = 消除这一对后，无论怎样都无法清空棋盘
review-other-ball = 电脑会移动另一个球
review-other-ball-points = 电脑会移动另一个球，一次得{ $points }分
# 消灭方块、泡泡消除：已知电脑从此处起的走法时，$line 为“yes”，其得分为 $score。
review-as-good = 与电脑的选择一样好{ $line ->
        [yes] （电脑从这里往后可得{ $score }分）
       *[no] {""}
    }
review-worth-more = 电脑的选择可多得{ $points }分{ $line ->
        [yes] （电脑从这里往后可得{ $score }分）
       *[no] {""}
    }
review-worth-more-blocks = 电脑的选择可多消{ $blocks }个方块
review-elsewhere = 电脑会选择别处
# 最后的总结。
review-sum-moves = 共{ $moves }步
review-sum-moves-at-best = 共{ $moves }步，最优{ $best }步
review-sum-first-wrong-way = 首次走错方向：第{ $move }步
review-sum-never-wrong-way = 从未走错方向
review-sum-points-lost = 共损失{ $points }分
review-sum-blocks-lost = 共多剩{ $blocks }个方块
# $moves：损失最大的几步，各带其损失（“第4步（120分）和第9步（80分）”）。
review-sum-most-at = 损失最多：{ $moves }
review-move-and-loss = 第{ $move }步（{ $points }分）
review-sum-agreed = 每一步都与电脑的选择一致
review-sum-chose-otherwise = 少得{ $points }分 · 电脑在第{ $moves }步会有不同选择
review-sum-stuck-after = 第{ $move }步后棋盘陷入僵局
review-sum-unclearable-after = 第{ $move }步后已无法清空棋盘
review-sum-always-clearable = 每消除一对后，棋盘都仍可清空

## 统计

stats-title = 统计
stats-not-played = 尚未玩过
stats-daily = 每日谜题：已玩{ $played }次（{ $assisted }次有辅助），连续{ $streak }天（最长{ $longest }天）
# 数字下方的说明。
stats-played = 已玩
stats-best = 最佳
stats-fewest-moves = 最少步数
stats-fewest-blocks = 最少剩余方块
stats-average = 平均
stats-total = 总分
stats-best-time = 最佳用时
stats-streak = 连胜
stats-longest = 最长连胜
stats-chart-higher-better = 最近{ $games }局（越高越好）：金色为个人前十，淡色为有辅助
stats-chart-fewer-better = 最近{ $games }局（步数越少越好）：金色为个人前十，淡色为有辅助
# 前十名中的一行：名次、成绩、日期。
stats-top = { $rank }.  { $score }   { $date }
stats-top-daily = { $rank }.  { $score }   { $date } · 每日
stats-top-level = { $rank }.  { $score }   { $date } · 第{ $level }关

## 设置

settings-title = 设置
settings-game-title = { $game }设置
settings-every-game = 所有游戏
settings-next-game = 下一局：{ $params }（点“新局”开始）
settings-assets-folder = 资源：{ $folder }（其中的文件会替换内置文件）
settings-assets-built-in = 资源：内置于程序中
panel-done = 完成
paused-title = 已暂停
paused-note = 计时已停止，棋盘已遮住。按 P 键或“继续”接着玩。
button-resume = 继续
restart-title = 重新开始这一局？
restart-note = 同一局从头开始：已走的每一步都会撤销。
button-restart = 重新开始
button-cancel = 取消
setting-language = 语言
# “语言”设置的第一项：系统（浏览器）的语言。
setting-language-system = 跟随系统
# “语言”设置中以其自身名称列出的语言；保持不变。
language-own-name = { $name }
setting-theme = 主题
setting-symbols = 符号
setting-reduced-motion = 减少动画
setting-clock = 计时
setting-sound = 音效
setting-volume = 音量
setting-volume-value = { $percent }%
setting-width = 宽度
setting-height = 高度
setting-colours = 颜色数
setting-size = 尺寸
setting-pictures = 图案数
setting-shift = 图块移动
setting-levels = 闯关模式
setting-time = 时限
setting-time-minutes = { $minutes }分钟
setting-board = 棋盘
setting-next-count = 每回合出球
setting-next = 下一批球
next-shown = 显示
next-hidden = 隐藏（每行+1）
board-five-or-more = { $board }（{ $size }）
board-small = 小
board-medium = 中
board-large = 大
setting-level = 难度
level-very-easy = 非常简单
level-easy = 简单
level-medium = 中等
level-hard = 困难
level-custom = 自定义
setting-deal = 布局
deal-random = 随机
deal-clearable = 保证可解
setting-scoring = 计分
scoring-n-minus-2 = (n−2)²分
scoring-n-minus-1 = (n−1)²分
scoring-fewest = 剩余最少
setting-mode = 游戏方式
mode-standard = 标准
mode-continuous = 连续
mode-shifter = 平移

shift-none = 不移动
shift-down = 向下
shift-up = 向上
shift-left = 向左
shift-right = 向右
shift-split-vertical = 上下分开
shift-gather-vertical = 向中间行集中
shift-split-horizontal = 左右分开
shift-gather-horizontal = 向中间列集中
mode-megashift = 超级平移
setting-numbers = 数字
setting-moves-left = 还需步数
value-on = 开
value-off = 关
# 步进器的按钮。
stepper-less = −
stepper-more = +
# 主题名称：内置主题按其文件夹名（$name），玩家自己的主题用其 $title。
theme-title = { $name ->
        [classic] 经典
        [contrast] 高对比度
       *[other] { $title }
    }

## 问题，显示在窗口底部的红色行中

# $problem：文件及其问题，由读取该文件的程序给出。
problem-file = { $problem }
problem-file-built-in = { $problem }（已改用内置副本）
# config.ron 中某个游戏的部分无法读取。
problem-section-defaults = { $why }；改用默认值
# 存档或游戏代码无法打开。
problem-new-game-started = { $why }；已开始新游戏
# Why a file or a saved game did not read, in the problem line ($detail: the reader's
# own words, in English, shown in brackets).
why-cannot-open = 无法读取（{ $detail }）
why-not-text = 不是 UTF-8 文本
why-not-settings = 不含设置
why-not-toml-at = 第 { $line } 行不是有效的 TOML（{ $detail }）
why-not-toml = 不是有效的 TOML（{ $detail }）
why-group-not-a-table = [{ $group }] 不是表
why-setting-unreadable = [{ $group }] 中的 { $setting } 无法读取（{ $detail }）
why-group-unreadable = [{ $group }] 无法读取（{ $detail }）
why-save-other-version = 存档来自游戏的其他版本
why-save-damaged = 存档已损坏（{ $detail }）
why-code-other-version = 对局代码来自游戏的其他版本
why-code-damaged = 对局代码无法打开（{ $detail }）
# 设置文件无法读取：$how 为“moved”（完全未读取）或“copied”（其余部分已读取）；
# 玩家的原文件已另存为 $kept 时 $saved 为“yes”（$where：“browser”表示浏览器存储），
# 否则 $error 说明原因。
problem-settings = { $file }：{ $why }；{ $how ->
        [moved] 已全部改用默认设置
       *[copied] 无法读取的部分已改用默认设置
    }{ $saved ->
        [yes] ，原文件已另存为{ $where ->
            [browser] 浏览器存储中的
           *[file] {""}
        }{ $kept }
       *[no] （未能保留原文件：{ $error }）
    }
# 网址请求的内容无法打开：$what 为“game”或“daily”（网址中的原词），$id 为其所指。
problem-address-no-game = 网址请求的{ $what }="{ $id }"不是这里的游戏；已改为打开菜单
problem-address-code-game = 网址中的代码属于“{ $id }”，这不是这里的游戏；已改为打开菜单
problem-address-seed = 网址中的seed="{ $seed }"不是整数；已开始新的一局
problem-address-code = 网址中的code=无法打开（{ $why }）；已改为打开菜单

## 游戏下载和启动时的网页（纯文本：没有复数形式）

page-loading = 正在加载网格谜题……
page-downloading = 正在下载网格谜题……
# $arrived 和 $total：兆字节数，保留一位小数。
page-amount = { $arrived }/{ $total } MB
page-starting = 正在启动……
page-retry = 重试
page-no-webgl = 网格谜题需要WebGL2，但此浏览器不支持。请尝试最新版的Firefox、Chrome、Edge或Safari，或开启硬件加速。
# $why：下面的某条 page-why 消息。
page-download-failed = 无法下载网格谜题：{ $why }。请检查网络连接后重试。
page-why-no-connection = 没有网络连接
page-why-status = 服务器对{ $file }返回了{ $status }
page-why-broke-off = 下载中断
page-why-module = { $file }加载失败
# $error：浏览器给出的原文。
page-start-failed = 网格谜题无法启动：{ $error }

## 为看不见棋盘的玩家：屏幕阅读器读出的内容

# 颜色名称（方块、球、接下来的球）。
colour-r = 红色
colour-g = 绿色
colour-y = 黄色
colour-b = 蓝色
colour-p = 紫色
colour-c = 青色
colour-o = 橙色
# 棋盘上的一格，按屏幕阅读器读出的名称。
cell-empty = 空
# 消灭方块和泡泡消除：可消除的一组中的方块，以及这组的得分。
cell-colour-group = { $colour }，{ $size }个一组，{ $points }分
cell-colour-group-plain = { $colour }，{ $size }个一组
cell-ball = { $colour }球
# 数字华容道。
cell-tile = { $number }号方块
# 连连看的图案。
picture-1 = 心
picture-2 = 太阳
picture-3 = 星星
picture-4 = 三叶草
picture-5 = 水滴
picture-6 = 宝石
picture-7 = 月亮
picture-8 = 花
picture-9 = 蘑菇
picture-10 = 黑桃
picture-11 = 船锚
picture-12 = 树
picture-13 = 铃铛
picture-14 = 钥匙
picture-15 = 鱼
picture-16 = 杯子
picture-17 = 雨伞
picture-18 = 王冠
picture-19 = 房子
picture-20 = 猫
picture-21 = 樱桃
picture-22 = 闪电
picture-23 = 雪花
picture-24 = 音符
picture-25 = 蝴蝶
picture-26 = 云
picture-27 = 蜡烛
picture-28 = 沙漏
picture-29 = 灯泡
picture-30 = 胡萝卜
picture-31 = 帆船
picture-32 = 礼物
picture-33 = 磁铁
picture-34 = 蜗牛
picture-35 = 眼镜
picture-36 = 时钟
# 步进器的按钮，以其调整的设置命名（$setting：“宽度”）。
access-less = { $setting }：减少
access-more = { $setting }：增加
access-play-game = 开始{ $game }
access-card-button = { $game }：{ $button }
# 发生变化时当即读出的内容（同一步的各部分由 join-sentences 连接）。
say-points = 得{ $points }分，共{ $total }分
say-group-selected = 已选中{ $colour }的一组，共{ $size }个，可得{ $points }分
# $piece：选中的东西（“黄色球”、“月亮”）。
say-selected = 已选中{ $piece }
say-unreachable = 无法到达第{ $column }列第{ $row }行
# 彩色连珠：接下来三个球的颜色。
say-next = 下一组：{ $colours }
say-next-hidden = 下一批球已隐藏。
say-column-came = 左边滑入了新的一列。
say-incoming = 下一列（从下往上）：{ $colours }
# 数字华容道：一步中滑动的方块（“7号方块和8号方块”）。
say-tiles-moved = 移动了{ $tiles }
say-pair-joined = 消除一对：得{ $points }分，共{ $total }分
say-reshuffled = 已无对可连：自动洗牌
say-tiles-slid = 图块已移动：{ $shift }
say-level = 第{ $level }关。图块移动：{ $shift }。生命值已回满。
say-life-low = 生命快用完了
say-undone = 已撤销一步；得分：{ $score }
# $title：游戏如何结束（“已无步可走”“还原成功！”）；得分放在括号里，因为标题可能以“！”结尾。
say-game-over = { $title }（得分：{ $score }）
say-new-game = 新的一局
say-paused = 游戏已暂停
say-resumed = 游戏已继续
# $cells：电脑会点击的格子。
say-hint = 提示：{ $cells }
say-cell = 第{ $column }列第{ $row }行

## 操作方式（设置面板中列出）

controls-title = 操作方式
controls-keyboard = 键盘：方向键在棋盘上移动，回车键或空格键点选，Tab 键在按钮间切换，Ctrl+Z 撤销，H 键获取提示，P 键暂停，R 键重来，Esc 键返回
controls-gamepad = 手柄：十字键或左摇杆移动，A 键点选，B 键撤销，Y 键获取提示，X 键重来，Select 键暂停，Start 键打开菜单

# 数字华容道：棋盘玩哪种谜题。
setting-kind = 玩法
kind-fifteen = 华容道（滑动）
kind-sixteen = 十六格（转动）
# 十六格棋盘四周的箭头，以及一次转动的结果。
arrow-row-left = 第 { $line } 行向左转
arrow-row-right = 第 { $line } 行向右转
arrow-column-up = 第 { $line } 列向上转
arrow-column-down = 第 { $line } 列向下转
say-turned-row-left = 第 { $line } 行已向左转
say-turned-row-right = 第 { $line } 行已向右转
say-turned-column-up = 第 { $line } 列已向上转
say-turned-column-down = 第 { $line } 列已向下转
# 数字华容道：切成方块的图片，玩家自己的或游戏自带的。
setting-picture = 图片
picture-game-own = 游戏自带
picture-yours = 我的图片
picture-choose = 选择…
picture-dialog-title = 为数字华容道选择图片
picture-kind = 图片
picture-taken = 已换上你的图片：数字华容道的方块现在显示它。
picture-back = 数字华容道已换回自带的图片。
picture-not-a-picture = 该文件不是图片，数字华容道保留原来的图片。
picture-too-large = 图片太大（最多 40 MB 或 6400 万像素），数字华容道保留原来的图片。
picture-no-dialog = 这里打不开文件对话框：请把图片拖到窗口上。
