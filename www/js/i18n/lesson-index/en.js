// The words of the lesson page index.html, in English: written by scripts/lesson-l10n.mjs from
// the page (its blocks of text, by data-l10n-id), which is their source; translate the other
// languages' files of this folder, and run the script again after changing the page.
export const ftl = String.raw`
## Glossary: the fixed terms, as every catalogue names them.

-pile = pile
-move = move
-counter = counter
-base = base
-g-base = g-base
-grundy-value = Grundy value
-p-position = P-position
-n-position = N-position
-nim-sum = nim-sum
-engine = engine
-hint = hint
-level = level

index-head-1 = Lessons — Nim Lab
index-page-1 = Skip to the lessons
index-head-2 = <a data-l10n-name="link1">Nim Lab</a>
index-head-5 = Language
index-head-6 = Your browser’s language
index-head-3 = Lessons
index-head-4 = Each lesson is a short page to work through with a class or alone: play first, notice who wins, predict, let the engine check the prediction and say why, find the strategy, then change the rule and see what stays true. Every lesson has notes for the teacher and a handout to print, and can be linked or put whole into a course page (an <code>&lt;iframe&gt;</code> of its address). Each card says for which ages the lesson is written, how long it takes and what students need to know already.
index-page-2 = <a data-l10n-name="link1">Fibonacci Nim and the move-function game</a>
index-page-3 = Losing piles, the smallest winning move, a strategy that writes the pile as a sum of Fibonacci numbers, other rules, and a published conjecture tested by the engine. (Holshouser &amp; Reiter 2003)
index-page-4 = Age
index-page-5 = 12–14 and up (steps 1–5); step 6 for older or keen students
index-page-6 = Time
index-page-7 = one 45-minute period (steps 1–4), two with steps 5 and 6
index-page-8 = Students need
index-page-9 = adding and doubling whole numbers; no game theory — the words are explained on the page
index-page-10 = <a data-l10n-name="link1">Periodic rules and several bases</a>
index-page-11 = When the allowed move also depends on the pile: several games, one base each, and the paper’s Example 2. (Holshouser &amp; Reiter 2006)
index-page-12 = Age
index-page-13 = 15–18
index-page-14 = Time
index-page-15 = two 45-minute periods
index-page-16 = Students need
index-page-17 = the Fibonacci Nim lesson first; odd and even numbers and remainders (“17 divided by 5 leaves 2”); reading a table
index-page-18 = <a data-l10n-name="link1">Blocking Nim</a>
index-page-19 = The opponent may forbid some of your moves: safe piles move by move, where the safe runs lie (the paper’s Theorem 1), and a claim of the paper’s summary that the engine finds false. (Flammenkamp, Holshouser &amp; Reiter 2003)
index-page-20 = Age
index-page-21 = 13–16 (steps 1–3); 15 and up for steps 4–6
index-page-22 = Time
index-page-23 = one 45-minute period for steps 1–3, a second for the theorem and the paper’s claim
index-page-24 = Students need
index-page-25 = adding and subtracting; reading a small table of numbers; playing a game carefully move by move
index-page-26 = <a data-l10n-name="link1">Cut The Knot’s single-pile games</a>
index-page-27 = One Pile with Min and Max, Schwenk’s sequence and “remove the rightmost 1”, Grundy values and a sum of piles played by the nim-sum. (Bogomolny 2002; Schwenk 1970)
index-page-28 = Age
index-page-29 = 14–17
index-page-30 = Time
index-page-31 = two 45-minute periods
index-page-32 = Students need
index-page-33 = remainders (“17 divided by 5 leaves 2”); for step 6, writing numbers in binary (powers of two) — the page explains the rest
index-page-34 = <a data-l10n-name="link1">Single-delete Nim</a>
index-page-35 = Delete one pile, split another: two piles, three piles, four by search, and an observation that fails. (arXiv 2411.19453)
index-page-36 = Age
index-page-37 = 13–16 (steps 1–3); 15 and up for steps 4–7
index-page-38 = Time
index-page-39 = one 45-minute period for two piles, two with three and more piles
index-page-40 = Students need
index-page-41 = odd and even numbers; for three piles, writing numbers in binary
index-page-42 = For teachers: a lesson in your course’s gradebook (Moodle, Canvas, Blackboard, Brightspace, cmi5)
index-page-43 = Each lesson also comes as a package that a learning platform imports. Launched from the platform, the lesson reports to its gradebook; opened any other way it works as on this site and sends nothing.
index-page-44 = Which file
index-page-45 = <strong>SCORM 1.2</strong> — the most widely accepted: take it unless you need more.
index-page-46 = <strong>SCORM 2004</strong> — completion, and passed or failed reported apart from it.
index-page-47 = <strong>cmi5</strong> — for a platform with an xAPI learning record store (a cmi5 player).
index-page-48 = Download
index-page-49 = The files are named by the lessons’ pages and sit in the folder <code>lms/</code> beside this <code>lessons/</code> folder of the built site (<code>dist/lms/</code> after <code>./build.sh dist</code>; they are not inside <code>nimlab-dist.zip</code>). Upload the zip as it is: do not unpack it.
index-page-66 = Each package is in one language: the links below give the one this page is shown in (choose another in the Language menu at the top). The English packages are in <code>lms/scorm12/</code>, <code>lms/scorm2004/</code> and <code>lms/cmi5/</code>; every other language’s are in a folder named by its code inside each, e.g. <code>lms/scorm12/es/fibonacci-nim.zip</code> in Spanish.
index-page-50 = Fibonacci Nim and the move-function game (<code>fibonacci-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-51 = Periodic rules and several bases (<code>periodic-bases.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-52 = Blocking Nim (<code>blocking-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-53 = Cut The Knot’s single-pile games (<code>cut-the-knot.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-54 = Single-delete Nim (<code>single-delete-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-55 = All five lessons as one course, five activities (<code>nim-lab-lessons.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-56 = Adding it
index-page-57 = <strong>Moodle</strong>: <em>Add an activity or resource</em> → <em>SCORM package</em>, and the zip as the package file. Under <em>Grade</em>, the grading method <em>Highest grade</em> gives the lesson’s score (for the five-lesson zip, <em>Average grade</em> or <em>Learning objects</em>, the number of lessons completed or passed). Under <em>Attempts management</em>, leave <em>Force new attempt</em> at No: a student who leaves comes back to the same attempt, at the same step.
index-page-58 = <strong>Canvas, Blackboard, Brightspace</strong>: import the zip as a SCORM package (Canvas: its SCORM tool, once the institution has turned it on; Blackboard: <em>Content Package (SCORM)</em>; Brightspace: a SCORM object in Content). It becomes an item with a column in the gradebook.
index-page-59 = <strong>A cmi5 player</strong>: upload the cmi5 zip (<code>cmi5.xml</code> inside); the player launches the lesson with the address of its learning record store.
index-page-60 = What the gradebook receives
index-page-61 = <strong>Status</strong>: incomplete at the first launch; completed once every step has been shown; passed or failed against a mastery score of 80 (SCORM 1.2 has a single status: once every step is shown it says passed or failed; SCORM 2004 and cmi5 report completion and success apart).
index-page-62 = <strong>Score</strong>, 0–100: the share of the lesson’s questions answered right at the first Check, and the challenge won against the engine without hints, counted as one more.
index-page-63 = <strong>Each answer</strong>, as an interaction: the question’s name (<code>lose-8</code>, …), the answer given, right or wrong (an answer given after “Show the answer” is not right), the time; the challenge as <code>won</code>, <code>lost</code> or <code>won-with-hints</code>.
index-page-64 = <strong>Resume</strong>: the step reached and the answers given, shown again at the next launch.
index-page-65 = The data elements each standard writes are listed in Nim Lab’s README, “Lessons in a gradebook (SCORM, cmi5)”, with pictures of what a SCORM run-time reads back after a lesson (<code>docs/lms-gradebook-scorm12.png</code>, <code>docs/lms-gradebook-scorm2004.png</code>).
`;
