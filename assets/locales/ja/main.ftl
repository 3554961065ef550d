# Grid Puzzles — 日本語 (ja)。
#
# ゲームの日本語カタログです。英語のカタログ (en/main.ftl) から訳しています。
# 訳を直すには「=」の後ろの文を書き換えてください。メッセージ名と変数 ($name) は
# そのまま残します。動いているゲームにはすぐに反映されます。
# 詳しくは README の「Translating the game」を見てください。
#
# ゲームは空白を足したり置き換えたりしません。ラベルと値の間は全角の「：」で、空白は
# 入れません (「スコア：{ $score }」)。こうすれば狭い画面でも2行に分かれません。

## この言語について

# 言語の名前。「言語」の設定にこの名前で出ます。
language-name = 日本語
# この言語の文字を持つフォント (assets/fonts/)。
language-font = NotoSansJP-subset.otf
# 数字の書き方：3桁ごとの区切り、小数点、区切りを入れる最小の桁数。
number-thousands = ,
number-decimal = .
number-grouped-from = 4
# 数だけ (設定の値など)。
number = { $value }
# 項目を並べる一覧。いくつかに分けて組み立てます。2項目だけの一覧 (「7番のタイル、8番のタイル」)：
list-pair = { $first }、{ $last }
# 長い一覧の始め：$first の後に $rest (組み立て済みの残りの部分) が続きます。
# 「ヒント2回、元に戻す1回、自動プレイ」は list-more(ヒント2回, list-last(元に戻す1回, 自動プレイ))。
list-more = { $first }、{ $rest }
# 3項目以上の一覧の最後の2項目 (手の番号も並ぶので「3、7、12手目」のように読点だけで)。
list-last = { $first }、{ $last }
# スクリーンリーダーが1回に読み上げる文を順につなぎます：$first はそれまでの文、$next は
# 次の文 (文のメッセージには句点を付けません)。
join-sentences = { $first }。{ $next }
# 日付：$year、$day (数字)、$month-name (下の月の名前)。
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
# そのまま出す文 (ファイルのパス、時計)。変えないでください。
plain = { $text }

## ゲーム

app-name = グリッドパズル
game-bubble-breaker = バブルブレイカー
game-samegame = さめがめ
# 中国のゲーム「连连看」。二角取り (四川省) の仲間です。
game-lianliankan = 四川省
game-fifteen = 15パズル
game-color-lines = カラーラインズ

# メニューのカードに出る、各ゲームのルール。
rule-bubble-breaker = 同じ色のボールが2個以上つながったグループを消します。n個のグループはn(n−1)点です。
rule-samegame = ブロックのグループを消します。大きなグループほど高得点で、全部消すと1000点です。
rule-lianliankan = 二角取りのルールで、時間切れになる前に同じ絵柄の2枚を曲がり2回までの線でつなぎます。
rule-fifteen = タイルを動かして、絵を元どおりに完成させます。
rule-color-lines = 盤面が埋まる前に、ボールを動かして同じ色を5個以上一列に並べます。

# 盤面と設定 (メニュー、統計、設定パネル)。
params-size = { $width }×{ $height }
params-size-colours = { $width }×{ $height }、{ $colours }色
params-size-pictures = { $width }×{ $height }、絵柄{ $pictures }種
params-with-mode = { $params }・{ $mode }
params-next-count = 1手で{ $count }個

# 勝ったゲームの呼び方：統計で勝った回数の下に出る見出し。共有する結果での言い方は share-won-*。
won-cleared = クリア
won-solved = 完成
won-won = 勝利

## メニュー

menu-statistics = 統計
menu-settings = 設定
menu-quit = 終了
menu-play = プレイ
# 今日のパズルを開くボタン。今日クリアしたら ✓ が付きます。
menu-daily = 日替わり
menu-daily-done = 日替わり ✓
menu-daily-done-streak = 日替わり ✓ { $days }日連続
# カードの設定ボタンのツールチップ。
menu-game-settings = { $game }の設定
# ルールの下：選んだ設定でのベスト ($settings：「15×15、3色」)。
menu-best-at = { $settings }のベスト：{ $score }
menu-not-played = { $settings }：未プレイ

## ゲーム画面

# ツールバーのボタン (スマートフォンではアイコンの下に出るので、2〜4文字に)。
hud-undo = 戻す
hud-redo = 進む
hud-hint = ヒント
hud-new-game = 新規
hud-auto = 自動
# 15パズルの自動プレイ：CPUがパズルを解きます。
hud-solve = 解く
hud-share = 共有
hud-settings = 設定
hud-menu = メニュー
# スマートフォンで、バーに入りきらない操作をまとめるボタン。
hud-more = その他
hud-pause = 一時停止
hud-restart = やり直し
# スコアの行。
hud-score = スコア：{ $score }
hud-moves = 手数：{ $score }
hud-blocks-left-score = 残りブロック：{ $score }
hud-best = ベスト：{ $best }
hud-best-none = ベスト：–
# パー：この配置でCPUが出すスコア。
hud-par = パー：{ $par }
hud-hints = ヒント：{ $count }
hud-daily = 日替わり：{ $date }
hud-seed = シード：{ $seed }
# CPUの動作中 ($action：「自動」か「解く」)。
hud-auto-playing = 「{ $action }」を実行中（クリックかキー操作で止まります）
hud-hint-thinking = ヒント：思考中…
hud-par-thinking = パー：思考中…
# 各ゲームの行。
hud-blocks-left = 残りブロック：{ $count }
hud-tiles-left = 残りタイル：{ $count }
hud-level = レベル{ $level }
# 連連看：いまつなげるペアの数。
hud-pairs = 消せるペア：{ $count }
hud-no-order-clears = もうどの順でも全部は消せません
hud-life = ライフ
# カラーラインズ：この後に次のボールが出ます。
hud-next = 次：
hud-next-hidden = 次：非表示
hud-incoming = 次の列：{ $count }個
hud-time = 時間：{ $time }
# 15パズルは最初に一度だけソルバーの表を作ります。
hud-solver-tables = ソルバー準備：{ $percent }%
hud-moves-left = 残り手数：{ $count }
hud-moves-left-at-most = 残り手数：最大{ $count }
hud-moves-left-thinking = 残り手数：思考中…

## ゲーム終了のカード

over-game-over = ゲームオーバー
over-board-cleared = 盤面クリア！
over-no-moves = もう動かせる手がありません
over-blocks-remaining = 残りブロック：{ $count }
over-board-full = ゲームオーバー：盤面が埋まりました
over-congratulations = おめでとうございます！
over-time-up = 時間切れ
over-level-reached = レベル{ $level }まで到達
over-tiles-left = 残り{ $count }枚
over-solved = 完成！
# 大きく出るスコア。
card-score-points = { $score }点
card-score-moves = { $score }手
card-score-blocks = 残り{ $score }個
card-new-best = 自己ベスト更新！
card-time = タイム { $time }
card-par = パー { $par }
card-par-beaten = パー { $par } · 突破！
card-equals-best = 自己ベストに並びました（{ $best }）
card-rank = 自己ベスト10の{ $rank }位
card-rank-best = 自己ベスト10の{ $rank }位 · ベスト { $best }
card-best = ベスト { $best }
card-daily-unassisted = 日替わり { $date } · 補助なし
# $help：使った補助の一覧 (「ヒント2回、元に戻す1回、自動プレイ」)。
card-daily-assisted = 日替わり { $date } · 補助あり：{ $help }
card-assisted = 補助：{ $help }
help-hints = ヒント{ $count }回
help-undos = 元に戻す{ $count }回
help-auto-play = 自動プレイ
button-new-game = 新しいゲーム
button-review = 振り返り
button-share = 共有
button-menu = メニュー
# ベストスコアの一覧の1項目。元に戻す、ヒント、自動プレイを使ったら「補助あり」。
score-plain = { $score }
score-assisted = { $score } · 補助あり

## 共有：盤面なしで投稿する1行

share-daily = { $game } 日替わり { $date }
share-score-points = { $score }点
share-score-moves = { $score }手
share-score-blocks = 残り{ $score }個
share-score-par = { $score }（パー { $par }）
# 勝ったゲームの終わり方、共有する1行の一語 (「さめがめ · 1,200点 · クリア · 補助なし」)。
share-won-cleared = クリア
share-won-solved = 完成
share-won-won = 勝利
share-finished = 終了
share-in-progress = プレイ中
share-assisted = 補助あり
share-unassisted = 補助なし
share-copied = コピーしました：{ $line }
share-no-clipboard = クリップボードが使えません。{ $line } · コード { $code }
share-code-line = コード: { $code }（grid-puzzles --code で開けます）

## 終わったゲームの振り返り (CPUとの比較)

review-title = 振り返り
review-previous = 前の手
review-next = 次の手
review-close = 振り返りを閉じる
review-move = { $number }手目（全{ $moves }手）
review-one-of-the-costliest = 特に損の大きい手
review-the-first-wrong-way = 最初の遠回り
review-end = 終了 · 全{ $moves }手
review-end-thinking = 終了 · 全{ $moves }手（思考中…）
review-engine-thinking = CPU思考中…
review-engine-agrees = CPUも同じ手を選びます
# 15パズル：完成までの手数 ($moves) と、ここまでに最短手順より多く指した手数 ($over)。
review-from-solved-closer = 完成まで{ $moves }手。1手近づきました · ここまで最短より{ $over }手多い
review-from-solved-wrong-way = 完成まで{ $moves }手。遠ざかる手でした · ここまで最短より{ $over }手多い
review-pair-reshuffled = このペアの後、消せるペアがなくなりシャッフルしました
review-pair-unclearable = このペアの後、どの順でも全部は消せなくなりました
review-other-ball = CPUなら別のボールを動かしていました
review-other-ball-points = CPUなら別のボールを動かし、一度に{ $points }点取っていました
# さめがめ、バブルブレイカー：ここからのCPUの手順が分かっていれば $line は「yes」、
# その点数が $score。
review-as-good = CPUの選択と同じくらい良い手です{ $line ->
        [yes] （ここからのCPUの手順で{ $score }点）
       *[no] {""}
    }
review-worth-more = CPUの選択なら{ $points }点多く取れました{ $line ->
        [yes] （ここからのCPUの手順で{ $score }点）
       *[no] {""}
    }
review-worth-more-blocks = CPUの選択ならあと{ $blocks }個多く消せました
review-elsewhere = CPUなら別の手を選んでいました
# 最後の合計。
review-sum-moves = { $moves }手
review-sum-moves-at-best = { $moves }手、最短なら{ $best }手
review-sum-first-wrong-way = 最初の遠回り：{ $move }手目
review-sum-never-wrong-way = 遠回りなし
review-sum-points-lost = 失った点は合計{ $points }点
review-sum-blocks-lost = 残ったブロックは合計{ $blocks }個多い
# $moves：損の大きかった手と、その損 (「4手目（120点）、9手目（80点）」)。
review-sum-most-at = 損の大きかった手：{ $moves }
review-move-and-loss = { $move }手目（{ $points }点）
review-sum-agreed = すべての手がCPUの選択と同じでした
review-sum-chose-otherwise = 取り逃した点：{ $points }点 · CPUが別の手を選んだのは{ $moves }手目
review-sum-stuck-after = { $move }手目の後、盤面が行き詰まりました
review-sum-unclearable-after = { $move }手目の後、どの順でも全部は消せなくなりました
review-sum-always-clearable = どのペアの後も、全部消せる状態を保ちました

## 統計

stats-title = 統計
stats-not-played = 未プレイ
stats-daily = 日替わりパズル：{ $played }回プレイ（うち補助あり{ $assisted }回）、{ $streak }日連続（最長{ $longest }日）
# 数字の下の見出し。
stats-played = プレイ回数
stats-best = ベスト
stats-fewest-moves = 最少手数
stats-fewest-blocks = 最少残りブロック
stats-average = 平均
stats-total = 合計
stats-best-time = 最短タイム
stats-streak = 連勝
stats-longest = 最多連勝
stats-chart-higher-better = 直近{ $games }ゲーム（高いほど良い）：金色は自己ベスト10入り、薄い色は補助あり
stats-chart-fewer-better = 直近{ $games }ゲーム（手数が少ないほど良い）：金色は自己ベスト10入り、薄い色は補助あり
# ベスト10の1行：順位、スコア、日付。
stats-top = { $rank }位  { $score }   { $date }
stats-top-daily = { $rank }位  { $score }   { $date } · 日替わり
stats-top-level = { $rank }位  { $score }   { $date } · レベル{ $level }

## 設定

settings-title = 設定
settings-game-title = { $game }の設定
settings-every-game = 全ゲーム共通
settings-next-game = 次のゲーム：{ $params }（「新規」で始まります）
settings-assets-folder = アセット：{ $folder }（中のファイルが内蔵のものに代わって使われます）
settings-assets-built-in = アセット：プログラムに内蔵
panel-done = 完了
paused-title = 一時停止中
paused-note = 時計は止まり、盤面は隠れています。P キーか「再開」で続けます。
button-resume = 再開
restart-title = このゲームを最初からやり直しますか？
restart-note = 同じ配置で最初から始めます。これまでの手は取り消されます。
button-restart = やり直す
button-cancel = キャンセル
setting-language = 言語
# 「言語」の設定の最初の選択肢：システム (ブラウザー) の言語。
setting-language-system = システム
# 「言語」の設定に、その言語自身の名前で出ます。変えないでください。
language-own-name = { $name }
setting-theme = テーマ
setting-symbols = 記号
setting-reduced-motion = 動きを減らす
setting-clock = タイム表示
setting-sound = サウンド
setting-volume = 音量
setting-volume-value = { $percent }%
setting-width = 幅
setting-height = 高さ
setting-colours = 色数
setting-size = サイズ
setting-pictures = 絵柄数
setting-shift = タイルの移動
setting-levels = レベル制
setting-time = 制限時間
setting-time-minutes = { $minutes }分
setting-board = 盤面
setting-next-count = 1手で出る玉
setting-next = 次の玉
next-shown = 表示
next-hidden = 非表示（1列ごとに+1）
board-five-or-more = { $board }（{ $size }）
board-small = 小
board-medium = 中
board-large = 大
setting-level = 難易度
level-very-easy = とても簡単
level-easy = 簡単
level-medium = 普通
level-hard = 難しい
level-custom = カスタム
setting-deal = 配置
deal-random = ランダム
deal-clearable = 必ず消せる
setting-scoring = 得点
scoring-n-minus-2 = (n−2)²点
scoring-n-minus-1 = (n−1)²点
scoring-fewest = 残り最少
setting-mode = ゲームスタイル
mode-standard = スタンダード
mode-continuous = コンティニュアス
mode-shifter = シフター

shift-none = 移動なし
shift-down = 下へ
shift-up = 上へ
shift-left = 左へ
shift-right = 右へ
shift-split-vertical = 上下に分かれる
shift-gather-vertical = 中央の行へ寄る
shift-split-horizontal = 左右に分かれる
shift-gather-horizontal = 中央の列へ寄る
mode-megashift = メガシフト
setting-numbers = 数字
setting-moves-left = 残り手数
value-on = オン
value-off = オフ
# ステッパーのボタン。
stepper-less = −
stepper-more = +
# テーマの名前：同梱のものはフォルダー名 ($name)、プレイヤーのものは $title。
theme-title = { $name ->
        [classic] クラシック
        [contrast] ハイコントラスト
       *[other] { $title }
    }

## 問題 (ウィンドウ下の赤い行)

# $problem：ファイルと、何がおかしいか。
problem-file = { $problem }
problem-file-built-in = { $problem }（内蔵のものを使います）
# config.ron の、読めないゲームの部分。
problem-section-defaults = { $why }。既定値を使います
# 開けない保存ゲームやゲームコード。
problem-new-game-started = { $why }。新しいゲームを始めました
# Why a file or a saved game did not read, in the problem line ($detail: the reader's
# own words, in English, shown in brackets).
why-cannot-open = 読み込めません（{ $detail }）
why-not-text = UTF-8 のテキストではありません
why-not-settings = 設定が入っていません
why-not-toml-at = { $line } 行目が TOML として読めません（{ $detail }）
why-not-toml = TOML として読めません（{ $detail }）
why-group-not-a-table = [{ $group }] が表ではありません
why-setting-unreadable = [{ $group }] の { $setting } が読めません（{ $detail }）
why-group-unreadable = [{ $group }] が読めません（{ $detail }）
why-save-other-version = 保存されたゲームは別のバージョンのものです
why-save-damaged = 保存されたゲームが壊れています（{ $detail }）
why-code-other-version = ゲームコードは別のバージョンのものです
why-code-damaged = ゲームコードを開けません（{ $detail }）
# 読めない設定ファイル：$how は「moved」(何も読めない) か「copied」(残りは読めた)。
# $saved が「yes」ならプレイヤーのファイルを $kept として保存 ($where：「browser」は
# ブラウザーのストレージ)。そうでなければ $error がその理由。
problem-settings = { $file }：{ $why }。{ $how ->
        [moved] 既定の設定で始めました
       *[copied] 読めなかった部分は既定の設定を使います
    }{ $saved ->
        [yes] 。元のファイルは{ $where ->
            [browser] ブラウザーのストレージに
           *[file] {""}
        }「{ $kept }」として保存してあります
       *[no] （元のファイルは保存できませんでした：{ $error }）
    }
# ページのアドレスが開けないものを指定：$what は「game」か「daily」(アドレスの語)、
# $id はその値。
problem-address-no-game = アドレスの { $what }="{ $id }" に当たるゲームはありません。代わりにメニューを開きました
problem-address-code-game = アドレスのコードは「{ $id }」のものですが、そのゲームはありません。代わりにメニューを開きました
problem-address-seed = アドレスの seed="{ $seed }" は整数ではありません。新しい配置で始めました
problem-address-code = アドレスの code= を開けません（{ $why }）。代わりにメニューを開きました

## ウェブページ (ゲームのダウンロード中と起動中。ただの文で、複数形はなし)

page-loading = グリッドパズルを読み込み中…
page-downloading = グリッドパズルをダウンロード中…
# $arrived と $total：メガバイト (小数1桁)。
page-amount = { $arrived } / { $total } MB
page-starting = 起動中…
page-retry = 再試行
page-no-webgl = グリッドパズルには WebGL2 が必要ですが、このブラウザーは対応していません。最新の Firefox、Chrome、Edge、Safari を使うか、ハードウェア アクセラレーションを有効にしてください。
# $why：下の page-why のどれか。
page-download-failed = グリッドパズルをダウンロードできませんでした：{ $why }。接続を確認して、もう一度お試しください。
page-why-no-connection = ネットワークに接続されていません
page-why-status = { $file } に対してサーバーが { $status } を返しました
page-why-broke-off = ダウンロードが途中で切れました
page-why-module = { $file } を読み込めませんでした
# $error：ブラウザーのメッセージ。
page-start-failed = グリッドパズルを起動できませんでした：{ $error }

## 盤面が見えないプレイヤーのために：スクリーンリーダーが読み上げる内容

# 色の名前 (ブロック、ボール、次のボール)。
colour-r = 赤
colour-g = 緑
colour-y = 黄色
colour-b = 青
colour-p = 紫
colour-c = 水色
colour-o = オレンジ
# 盤面のマス。スクリーンリーダーが読み上げる名前。
cell-empty = 空き
# さめがめ、バブルブレイカー：消せるグループのブロックと、その点数。
cell-colour-group = { $colour }、{ $size }個のグループ、{ $points }点
cell-colour-group-plain = { $colour }、{ $size }個のグループ
cell-ball = { $colour }のボール
# 15パズル。
cell-tile = { $number }番のタイル
# 連連看の絵柄。
picture-1 = ハート
picture-2 = 太陽
picture-3 = 星
picture-4 = クローバー
picture-5 = しずく
picture-6 = 宝石
picture-7 = 月
picture-8 = 花
picture-9 = キノコ
picture-10 = スペード
picture-11 = いかり
picture-12 = 木
picture-13 = ベル
picture-14 = 鍵
picture-15 = 魚
picture-16 = カップ
picture-17 = 傘
picture-18 = 王冠
picture-19 = 家
picture-20 = 猫
picture-21 = さくらんぼ
picture-22 = 稲妻
picture-23 = 雪の結晶
picture-24 = 音符
picture-25 = 蝶
picture-26 = 雲
picture-27 = ろうそく
picture-28 = 砂時計
picture-29 = 電球
picture-30 = にんじん
picture-31 = ヨット
picture-32 = プレゼント
picture-33 = 磁石
picture-34 = カタツムリ
picture-35 = メガネ
picture-36 = 時計
# ステッパーのボタン。変える設定の名前で呼びます ($setting：「幅」)。
access-less = { $setting }：減らす
access-more = { $setting }：増やす
access-play-game = { $game }をプレイ
access-card-button = { $game }：{ $button }
# 起きたことを、その場で読み上げます (1手の中の部分は join-sentences でつながります)。
say-points = { $points }点、合計{ $total }点
say-group-selected = { $colour }の{ $size }個のグループを選択、{ $points }点
# $piece：選んだもの (「黄色のボール」「月」)。
say-selected = { $piece }を選択
say-unreachable = { $column }列目{ $row }行目には行けません
# カラーラインズ：次の3個のボールの色。
say-next = 次：{ $colours }
say-next-hidden = 次の玉は非表示です。
say-column-came = 左から新しい列が入りました。
say-incoming = 次の列（下から）：{ $colours }
# 15パズル：1手で動いたタイル (「7番のタイル、8番のタイル」)。
say-tiles-moved = { $tiles }を動かしました
say-pair-joined = ペアをつなぎました：{ $points }点、合計{ $total }点
say-reshuffled = 消せるペアがないので、シャッフルしました
say-tiles-slid = タイルが移動しました：{ $shift }
say-level = レベル{ $level }。タイルの移動：{ $shift }。ライフが満タンに戻りました。
say-life-low = ライフが残りわずかです
say-undone = 元に戻しました。スコア：{ $score }
# $title：ゲームの終わり方 (「もう動かせる手がありません」「完成！」)。「！」で終わることもあるので、
# スコアは括弧に入れます。
say-game-over = { $title }（スコア：{ $score }）
say-new-game = 新しいゲーム
say-paused = 一時停止しました
say-resumed = 再開しました
# $cells：CPUがクリックするマス。
say-hint = ヒント：{ $cells }
say-cell = { $column }列目{ $row }行目

## 操作方法 (設定パネルに一覧が出ます)

controls-title = 操作方法
controls-keyboard = キーボード：矢印キーで盤面を移動、Enter かスペースで決定、Tab でボタン間を移動、Ctrl+Z で戻す、H でヒント、P で一時停止、R でやり直し、Esc で前の画面へ
controls-gamepad = ゲームパッド：十字キーか左スティックで移動、A で決定、B で戻す、Y でヒント、X でやり直し、Select で一時停止、Start でメニュー

# 15パズル：盤面で遊ぶパズルの種類。
setting-kind = パズル
kind-fifteen = 15パズル（スライド）
kind-sixteen = 16パズル（回転）
# 16パズルの盤面の周りの矢印と、回転の結果。
arrow-row-left = { $line }行目を左へ回す
arrow-row-right = { $line }行目を右へ回す
arrow-column-up = { $line }列目を上へ回す
arrow-column-down = { $line }列目を下へ回す
say-turned-row-left = { $line }行目が左へ回りました
say-turned-row-right = { $line }行目が右へ回りました
say-turned-column-up = { $line }列目が上へ回りました
say-turned-column-down = { $line }列目が下へ回りました
# Fifteen: the picture the tiles are cut from, the player's own or the game's.
setting-picture = 画像
picture-game-own = ゲーム付属
picture-yours = 自分の画像
picture-choose = 選ぶ…
picture-dialog-title = 15パズルの画像を選ぶ
picture-kind = 画像
picture-taken = 画像を差し替えました。15パズルのタイルに表示されます。
picture-back = 15パズルの画像を付属のものに戻しました。
picture-not-a-picture = このファイルは画像ではないため、15パズルは今の画像のままです。
picture-too-large = 画像が大きすぎるため（40 MB または 6400 万画素まで）、15パズルは今の画像のままです。
picture-no-dialog = ここではファイル選択画面が開きません。画像をウィンドウにドロップしてください。
