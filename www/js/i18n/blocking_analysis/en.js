// Blocking Nim's analysis in English: the conditions checked, the paper's claims (their titles,
// statements and what brute force found), exactly the templates of ANALYSIS in
// src/games/blocking/messages.rs (a Rust test compares). The section's verdicts and runs views and
// the lesson show them; a course page's one game does not load this part. See core/i18n.js.
export const ftl = String.raw`
bna-one-fails = (1) fails at i = { $i }: c_{ $i } = { $a } > c_{ $next } = { $b }
bna-one-holds-whole = (1) c_i ≤ c_(i+1) holds for every i (the sequences are constant from there on)
bna-one-holds-upto = (1) c_i ≤ c_(i+1) holds for i ≤ { $n }
bna-two-negative = (2) fails at i = { $i }: u_{ $i } = M_{ $i } − m_{ $i } − c_{ $i } = { $u } < 0
bna-two-fails = (2) fails at i = { $i }: u_{ $i } = { $u } > u_{ $next } = { $v }
bna-two-holds-whole = (2) 0 ≤ u_i ≤ u_(i+1) holds for every i (the sequences are constant from there on)
bna-two-holds-upto = (2) 0 ≤ u_i ≤ u_(i+1) holds for i ≤ { $n }
bna-weak-negative = u_{ $i } = { $u } < 0: the opponent can forbid every option at move { $move }
bna-weak-lemma = Lemma 1 fails at k = { $k }: A = { $a }, B = { $b }, next A = { $next } (needs A < B < next A)
bna-weak-holds-whole = u_i ≥ 0 and Lemma 1 hold for every k (the sequences are constant from there on)
bna-weak-holds-upto = u_i ≥ 0 and Lemma 1 hold for the intervals up to pile { $upto }
bna-diff = at move { $move }, pile { $pile } is { $brute ->
        [safe] safe
       *[unsafe] unsafe
    } by brute force but { $formula ->
        [safe] safe
       *[unsafe] unsafe
    } by the formula
bna-diff-none = at move { $move } the formula agrees
bna-range = piles 0..{ $upto }, moves 1..{ $moves }
bna-title-theorem1 = Theorem 1
bna-statement-theorem1 = If (1) and (2) hold, the safe piles are the union of the intervals { $intervals } (at every move, with the sequences shifted).
bna-theorem1-holds = Brute force agrees with the formula on { $range }.
bna-theorem1-contradicted = Counterexample: { $diff }.
bna-theorem1-na-agrees = Its hypotheses fail ({ $why }); the formula agrees with brute force on { $range } all the same.
bna-theorem1-na-wrong = Its hypotheses fail ({ $why }), and indeed the formula is wrong: { $diff }.
bna-title-lemma1 = Lemma 1
bna-statement-lemma1 = If (1) and (2) hold, A_k < B_k < A_(k+1) for every k: the intervals exist.
bna-lemma1-na = Its hypotheses (1) and (2) fail on the range.
bna-lemma1-holds = The bounds are strictly increasing on { $range }.
bna-lemma1-contradicted = At move { $move }: { $why }.
bna-title-summary-sufficient = Summary: the weaker condition suffices
bna-statement-summary-sufficient = u_i ≥ 0 for all i together with Lemma 1 is enough for the intervals to be the safe piles (in place of (1) and (2)).
bna-sufficient-na = The weaker condition fails at every move shown.
bna-sufficient-holds = Wherever the weaker condition holds (moves { $moves }), the formula agrees with brute force on piles 0..{ $upto }.
bna-sufficient-contradicted = Counterexample: the weaker condition holds from move { $move } ({ $why }), yet { $diff }.
bna-title-summary-necessary = Summary: the weaker condition is necessary
bna-statement-summary-necessary = Where u_i ≥ 0 or Lemma 1 fails, the intervals are not the safe piles.
bna-necessary-na = The weaker condition holds at every move shown.
bna-necessary-holds = Wherever the weaker condition fails (moves { $moves }), the formula is indeed wrong on piles 0..{ $upto }.
bna-necessary-contradicted = Counterexample on piles 0..{ $upto }: from move { $move } the weaker condition fails ({ $why }), yet the formula agrees with brute force on every pile.
`;
