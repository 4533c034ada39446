// Cut The Knot's sentences that only its analyses show, in English: exactly the templates of
// ANALYSIS in src/games/cut_the_knot/messages.rs (a Rust test compares): the take-away analysis'
// claims and the representation of a pile by Schwenk's H. The playground's section and the lesson
// load this part; a course page's game does not. See core/i18n.js.
export const ftl = String.raw`
ck-st-h-losing = H is the set of losing starting piles
ck-st-h-base = H is the base B_f of the move-function game (Holshouser & Reiter 2003)
ck-st-base-losing = The losing starts are the N with g(N) = N in the move-function game
ck-st-unique = Every N has exactly one representation t_1 + … + t_r by H with f(t_i) < t_(i+1)
ck-st-converse = An increasing sequence with unique representations must be H
ck-st-strategy = From a start not in H, removing the rightmost 1 (the smallest term) wins
ck-rep-in-h = { $n } = H_{ $k } is in H: a losing start — every first move lets the opponent win.
ck-rep-take = { $n } = { $sum }: remove the rightmost 1, i.e. take { $t }. The opponent may then take at most f({ $t }), too little to remove the next 1.
ck-rep-note = { $text } Note: { $stop }.
ck-rep-broken = { $text } The greedy sum breaks the rule f(t_i) < t_(i+1), so this is not a Schwenk representation (his hypotheses fail for this f).
ck-rep-loses = { $n } = { $sum }, but here taking the rightmost 1 ({ $t }) loses: it leaves { $left } with up to f({ $t }) = { $ft } to take, and { $left } needs only a move of g = { $g } to win (by the move-function game). Schwenk's strategy needs his hypotheses.
`;
