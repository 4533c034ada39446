// The words of the lesson page blocking-nim.html in German (see en.js).
export const ftl = String.raw`
## Glossar: die festen Begriffe, mit den Wörtern der Schulmathematik.

-pile = Haufen
-move = Zug
-counter = Spielstein
-base = Basis
-g-base = g-Basis
-grundy-value = Grundy-Wert
-p-position = P-Position
-n-position = N-Position
-nim-sum = Nim-Summe
-engine = Engine
-hint = Tipp
-level = Stufe

blocking-nim-head-1 = Blockier-Nim: Der Gegner verbietet manche Züge — eine Lektion von Nim Lab
blocking-nim-page-1 = Zur Lektion springen
blocking-nim-head-2 = <a data-l10n-name="link1">Lektionen</a> · <a data-l10n-name="link2">Nim Lab</a>
blocking-nim-head-5 = Sprache
blocking-nim-head-6 = Sprache des Browsers
blocking-nim-head-3 = Blockier-Nim: Der Gegner verbietet manche Züge
blocking-nim-head-4 = Ein Haufen Spielsteine. Die Züge werden über die ganze Partie durchnummeriert: 1, 2, 3, … Im Zug <i>k</i> muss, wer am Zug ist, zwischen <i>m<sub>k</sub></i> und <i>M<sub>k</sub></i> Spielsteine nehmen – doch vorher darf der <strong>Gegner</strong> bis zu <i>c<sub>k</sub></i> dieser Möglichkeiten verbieten. Wer keine erlaubte Möglichkeit mehr hat, verliert. Wer gewinnt, und wie? Nach A. Flammenkamp, A. Holshouser und H. Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, Electronic Journal of Combinatorics 10 (2003) #N4.
blocking-nim-play-1 = 1. Spiel ein paar Partien
blocking-nim-play-2 = Drei Folgen legen die Regeln fest: Im Zug <i>k</i> nimmst du mindestens <i>m<sub>k</sub></i> und höchstens <i>M<sub>k</sub></i> Spielsteine (nie mehr, als der Haufen hat), und vorher darf der Gegner bis zu <i>c<sub>k</sub></i> dieser Möglichkeiten verbieten. Die Lektion beginnt mit dem durchgerechneten Beispiel aus dem Artikel; die Folgen lauten jetzt
blocking-nim-play-3 =
    .aria-label = Die ersten Werte der Folgen
blocking-nim-play-4 = Die letzte Zeile, <i>u</i>, gibt an, wie viel Auswahl die Verbote übrig lassen. Im Zug <i>i</i> gibt es <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> + 1 verschiedene Entnahmen; der Gegner verbietet bis zu <i>c<sub>i</sub></i> davon, also bleiben bei einem großen Haufen mindestens <i>u<sub>i</sub></i> + 1 Entnahmen übrig, wobei <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>. Ist <i>u<sub>i</sub></i> kleiner als 0, kann der Gegner jede Entnahme verbieten.
blocking-nim-play-5 = Jeder Zug hat zwei Hälften. Vor <em>deiner</em> Entnahme verbietet die Engine einige Möglichkeiten (sie sind durchgestrichen); vor der Entnahme der <em>Engine</em> verbietest du: Wähle bis zu <i>c<sub>k</sub></i> ihrer Möglichkeiten aus, dann „Engine ziehen lassen“. Die Engine unten spielt als <strong>Anfänger</strong>: Sie macht Fehler. Spiel ein paar Mal gegen sie, auch von anderen Haufen aus: Gib unter dem Spielfeld einen Starthaufen ein, dann „Neues Spiel“.
blocking-nim-play-6 = Für die Lehrkraft
blocking-nim-play-7 = Ziel
blocking-nim-play-8 = Die Schülerinnen und Schüler bekommen ein Gefühl für die zwei Hälften eines Zugs (erst verbieten, dann nehmen) und dafür, dass die Zugnummer die Regeln im Lauf der Partie verändert.
blocking-nim-play-9 = Frage
blocking-nim-play-10 = „Wenn du verbietest: Welche Möglichkeiten der Engine verbietest du zuerst?“ (Die, mit denen sie gewinnen würde.) „Wann kann die Engine <em>alle</em> deine Möglichkeiten verbieten?“
blocking-nim-play-11 = Typische Vermutungen der Schülerinnen und Schüler
blocking-nim-play-12 = „Anfangen ist immer ein Vorteil: Wer anfängt, gewinnt von jedem Haufen aus.“
blocking-nim-play-13 = Antwort
blocking-nim-play-14 = Zum Ausprobieren
blocking-nim-play-15 = Die Stufe der Engine lässt sich unter dem Spielfeld ändern: „Perfekt“ macht nie einen Fehler.
blocking-nim-safe-1 = 2. Sichere Haufen, Zug für Zug
blocking-nim-safe-2 = Ein Haufen ist im Zug <i>k</i> <strong>sicher</strong>, wenn bei bestem Spiel verliert, wer dort am Zug ist (der Gegner verbietet zuerst die Gewinnentnahmen und antwortet dann gut); sonst ist er <strong>unsicher</strong>. Derselbe Haufen kann in einem Zug sicher und in einem anderen unsicher sein, weil sich die Folgen mit der Zugnummer ändern. Erst vermuten, dann prüfen: Die Engine probiert von diesem Haufen aus jede Partie durch (<dfn>vollständige Suche</dfn>) und sagt, warum.
blocking-nim-safe-3 = Die sicheren Haufen laut Engine im Zug 3: <span data-l10n-name="fact-safe-list-3"></span>
blocking-nim-safe-4 = Die sicheren Haufen laut Engine im Zug 2: <span data-l10n-name="fact-safe-list-2"></span>
blocking-nim-safe-5 = Für die Lehrkraft
blocking-nim-safe-6 = Ziel
blocking-nim-safe-7 = Der Begriff des sicheren Haufens – und dass er von der Zugnummer abhängt.
blocking-nim-safe-8 = Frage
blocking-nim-safe-9 = „Ein Haufen ist unsicher, wenn du eine Entnahme hast, die einen sicheren Haufen hinterlässt. Warum reicht das hier nicht?“ (Der Gegner kann diese Entnahme verbieten: Du brauchst <em>mehr</em> Gewinnentnahmen als <i>c<sub>k</sub></i>.)
blocking-nim-safe-10 = Typische Vermutungen der Schülerinnen und Schüler
blocking-nim-safe-11 = „Jeder Haufen, der kleiner als <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> ist, ist im Zug <i>k</i> sicher.“
blocking-nim-safe-12 = „Die sicheren Haufen sind in jedem Zug dieselben.“
blocking-nim-next-1 = 3. Den nächsten sicheren Haufen vorhersagen
blocking-nim-next-2 = Die sicheren Haufen treten in <em>Läufen</em> aufeinanderfolgender Haufen auf. Direkt über einem Lauf hat, wer am Zug ist, mehr Entnahmen, die im nächsten Zug einen sicheren Haufen hinterlassen, als der Gegner verbieten darf; der nächste sichere Haufen ist der erste, bei dem das nicht mehr so ist. Sag voraus, wo der nächste Lauf beginnt.
blocking-nim-next-3 = Für die Lehrkraft
blocking-nim-next-4 = Frage
blocking-nim-next-5 = „Von einem Haufen direkt über dem Ende eines Laufs: Was kann, wer am Zug ist, im nächsten Zug erreichen? Wie weit nach oben reicht das?“
blocking-nim-next-6 = Typische Vermutungen der Schülerinnen und Schüler
blocking-nim-next-7 = „Ab dem ersten Lauf liegen die sicheren Läufe im Zug 1 in gleichen Abständen.“
blocking-nim-next-8 = „Alle sicheren Läufe im Zug 1 sind gleich lang.“
blocking-nim-theorem-1 = 4. Die Strategie: Wo die sicheren Läufe liegen
blocking-nim-theorem-2 = Flammenkamp, Holshouser und Reiter haben herausgefunden, wo jeder sichere Lauf im Zug 1 beginnt und endet, ohne eine einzige Partie durchzuprobieren. Der erste Lauf beginnt bei 0. Der zweite beginnt bei (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>): das Meiste, was du im Zug 1 nehmen darfst, minus die Zahl seiner Verbote, plus das Mindeste, was du im Zug 2 nehmen musst, plus die Zahl seiner Verbote. Jeder weitere Lauf fügt zwei weitere solche Klammern hinzu. Ihr <dfn>Satz</dfn> (Satz 1) besagt, dass diese Läufe genau die sicheren Haufen sind, sobald zwei Bedingungen gelten: <strong>(1)</strong> Die Zahl der Verbote <i>c</i> nimmt von einem Zug zum nächsten nie ab, und <strong>(2)</strong> die Zahl der Entnahmen, die nach den Verboten übrig bleiben (<i>u</i>, Schritt 1), ist nie kleiner als 0 und nimmt nie ab.
blocking-nim-theorem-3 = <strong>Die Strategie:</strong> Nimm von einem unsicheren Haufen so viel, dass dein Gegner im nächsten Zug vor einem Haufen in einem sicheren Lauf steht – der Satz garantiert, dass du dann immer mehr solche Entnahmen hast, als dein Gegner verbieten darf. Für die jetzt gewählten Folgen: <span data-l10n-name="fact-conditions-now"></span>
blocking-nim-theorem-4 = <span data-l10n-name="fact-theorem-check"></span> Alle durchprobierten Partien (gefüllte Quadrate) neben den Läufen aus Satz 1 (Klammern), eine Zeile pro Zug:
blocking-nim-theorem-5 = Weiterforschen: die Formel für jeden Lauf
blocking-nim-theorem-6 = Der Artikel schreibt die sicheren Läufe im Zug 1 als die Intervalle [<i>A<sub>k</sub></i>, <i>B<sub>k</sub></i> − 1], <i>k</i> = 0, 1, 2, …, mit
blocking-nim-theorem-7 = <i>A<sub>k</sub></i> = (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>) + (<i>M</i><sub>3</sub> − <i>c</i><sub>3</sub>) + (<i>m</i><sub>4</sub> + <i>c</i><sub>4</sub>) + … + (<i>M</i><sub>2<i>k</i>−1</sub> − <i>c</i><sub>2<i>k</i>−1</sub>) + (<i>m</i><sub>2<i>k</i></sub> + <i>c</i><sub>2<i>k</i></sub>),<br> <i>B<sub>k</sub></i> = (<i>m</i><sub>1</sub> + <i>c</i><sub>1</sub>) + (<i>M</i><sub>2</sub> − <i>c</i><sub>2</sub>) + (<i>m</i><sub>3</sub> + <i>c</i><sub>3</sub>) + … + (<i>M</i><sub>2<i>k</i></sub> − <i>c</i><sub>2<i>k</i></sub>) + (<i>m</i><sub>2<i>k</i>+1</sub> + <i>c</i><sub>2<i>k</i>+1</sub>)
blocking-nim-theorem-8 = (für einen späteren Zug lässt man die Folgen bei diesem Zug beginnen). Bedingung (1) lautet <i>c<sub>i</sub></i> ≤ <i>c<sub>i+1</sub></i>; Bedingung (2) lautet 0 ≤ <i>u<sub>i</sub></i> ≤ <i>u<sub>i+1</sub></i>.
blocking-nim-theorem-9 = Satz 1 antwortet auch für Haufen, die viel zu groß sind, um jede Partie durchzuprobieren:
blocking-nim-theorem-10 = Weiterforschen: Satz 1 für jeden Haufen, auch einen riesigen
blocking-nim-theorem-11 = Haufen <i>n</i> (bis 10^18)
blocking-nim-theorem-12 = im Zug <i>k</i>
blocking-nim-theorem-13 =
    .aria-label = Beispielhaufen
blocking-nim-theorem-14 = <strong>Kannst du die Engine von hier aus schlagen?</strong> Du beginnst bei einem Haufen mit <span data-l10n-name="fact-challenge-pile"></span> Spielsteinen; jetzt spielt und verbietet die Engine <strong>perfekt</strong>. <span data-l10n-name="fact-challenge"></span>
blocking-nim-theorem-15 = Für die Lehrkraft
blocking-nim-theorem-16 = Warum es funktioniert
blocking-nim-theorem-17 = Von einem Haufen in [<i>B<sub>k</sub></i>, <i>A<sub>k+1</sub></i> − 1] aus kann, wer am Zug ist, das sichere Intervall darunter mit mindestens <i>m</i> + <i>c</i> und höchstens <i>M</i> − <i>c</i> Spielsteinen erreichen, also können die <i>c</i> Verbote das nicht verhindern; von einem sicheren Intervall aus landet jede Entnahme, die der Gegner übrig lässt, im unsicheren Intervall darunter (die Induktion im Artikel, Beziehungen (10) und (11)).
blocking-nim-theorem-18 = Frage
blocking-nim-theorem-19 = „Warum steht in <i>A<sub>k</sub></i> bei den ungeraden Zügen <i>M</i> − <i>c</i> und bei den geraden <i>m</i> + <i>c</i>?“
blocking-nim-theorem-20 = Typische Vermutungen der Schülerinnen und Schüler
blocking-nim-theorem-21 = „Die Intervalle aus Satz 1 sind in jedem Zug genau die sicheren Haufen.“
blocking-nim-theorem-22 = „<i>c</i> Möglichkeiten zu verbieten ist dasselbe wie ein Spiel ohne Verbote, in dem man zwischen <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> und <i>M<sub>k</sub></i> − <i>c<sub>k</sub></i> Spielsteine nehmen muss.“
blocking-nim-rule-1 = 5. Die Regel ändern
blocking-nim-rule-2 = Wähle andere Folgen: ein Beispiel oder eigene (einen Term in <i>i</i> wie <span class="mono">i + 2</span> oder <span class="mono">i/3</span> oder eine Liste, deren letzter Wert sich wiederholt, wie <span class="mono">1, 0</span>). Jede Partie, jedes Bild und jeder Satz auf dieser Seite richtet sich nach den Folgen, die du wählst.
blocking-nim-rule-3 =
    .aria-label = Beispielfolgen
blocking-nim-rule-4 =
    .aria-label = Deine eigenen Folgen
blocking-nim-rule-5 = Verbote <i>c<sub>i</sub></i> =
blocking-nim-rule-6 = Mindestens nehmen <i>m<sub>i</sub></i> =
blocking-nim-rule-7 = Höchstens nehmen <i>M<sub>i</sub></i> =
blocking-nim-rule-8 = Diese Folgen verwenden
blocking-nim-rule-9 =
    .aria-label = Die ersten Werte der Folgen
blocking-nim-rule-10 = Im Zug 1 sind die sicheren Haufen bis <span data-l10n-name="fact-upto"></span>: <span data-l10n-name="fact-safe-move-1"></span>
blocking-nim-rule-11 = Für die Lehrkraft
blocking-nim-rule-12 = Typische Vermutungen der Schülerinnen und Schüler
blocking-nim-rule-13 = „Ohne Verbote, wenn man 1 bis 3 nimmt (<i>c</i> = 0, <i>m</i> = 1, <i>M</i> = 3), sind die sicheren Haufen die Vielfachen von 4.“
blocking-nim-rule-14 = „Wenn man 1 bis 4 nimmt und eine Möglichkeit verboten werden darf (<i>c</i> = 1, <i>m</i> = 1, <i>M</i> = 4), sind die sicheren Haufen die Vielfachen von 5.“
blocking-nim-rule-15 = Antwort
blocking-nim-rule-16 = Für die jetzt gewählten Folgen: <span data-l10n-name="fact-theorem-now"></span>
blocking-nim-summary-1 = 6. Die Zusammenfassung des Artikels im Test
blocking-nim-summary-2 = Nach dem Beweis stellt die Zusammenfassung des Artikels eine kühnere Behauptung auf: Eine <em>schwächere</em> Bedingung als (1) und (2) <em>genügt</em>, damit die Läufe genau die sicheren Haufen sind, und sie ist auch <em>nötig</em> – wo immer sie nicht gilt, sind die Läufe falsch. Die schwächere Bedingung: <i>u</i> ist nie kleiner als 0, und die Läufe der Formel sind wirklich Läufe (jeder endet, bevor der nächste beginnt). Die Zusammenfassung gibt keinen Beweis an, also ist die Behauptung nur eine <dfn>Vermutung</dfn>. Die Engine prüft beide Hälften an den jetzt gewählten Folgen, gegen jede Partie: Sind die Läufe dort, wo die Bedingung gilt, die sicheren Haufen? Sind sie dort, wo sie nicht gilt, falsch? Probier die beiden Beispiele aus, in denen die Engine ein <dfn>Gegenbeispiel</dfn> findet:
blocking-nim-summary-3 = Die Urteile der Engine für <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-summary-now"></span>
blocking-nim-summary-4 = Weiterforschen: jede Bedingung und jede Behauptung, wie der Artikel sie formuliert
blocking-nim-summary-5 = Weiterforschen: die Zusammenfassung im Wortlaut des Artikels
blocking-nim-summary-6 = Die Zusammenfassung sagt, dass man die Bedingungen (1) und (2) durch <i>u<sub>i</sub></i> ≥ 0 für jedes <i>i</i> zusammen mit den Ungleichungen aus Lemma 1, <i>A<sub>k</sub></i> &lt; <i>B<sub>k</sub></i> &lt; <i>A<sub>k+1</sub></i>, ersetzen kann, und nennt diese Bedingung <em>notwendig und hinreichend</em> dafür, dass die Intervalle die sicheren Haufen sind: „hinreichend“ ist die erste Hälfte oben (genügt), „notwendig“ die zweite (nötig).
blocking-nim-summary-7 = Für die Lehrkraft
blocking-nim-summary-8 = Ziel
blocking-nim-summary-9 = Eine veröffentlichte Behauptung kritisch lesen: ein Satz mit Beweis und eine Bemerkung in einer Zusammenfassung ohne Beweis. Die Engine beurteilt beide an denselben Folgen.
blocking-nim-summary-10 = Typische Vermutungen der Schülerinnen und Schüler
blocking-nim-summary-11 = „Satz 1 gilt: Wo (1) und (2) gelten, sind die Intervalle die sicheren Haufen.“
blocking-nim-summary-12 = „Die Bedingung der Zusammenfassung ist hinreichend: Wo sie gilt, sind die Intervalle die sicheren Haufen.“
blocking-nim-summary-13 = „Die Bedingung der Zusammenfassung ist notwendig: Wo sie nicht gilt, sind die Intervalle nicht die sicheren Haufen.“
blocking-nim-summary-14 = Frage
blocking-nim-summary-15 = „Welcher Teil des Beweises von Satz 1 benutzt Bedingung (1)? Was geht schief, wenn die Verbote abnehmen?“
blocking-nim-page-2 =
    .aria-label = Arbeitsblatt
blocking-nim-handout-1 = Blockier-Nim — Arbeitsblatt
blocking-nim-handout-2 = <strong>Regeln.</strong> Ein Haufen Spielsteine; die Züge werden über die ganze Partie durchnummeriert: 1, 2, 3, … Im Zug <i>k</i> nimmt, wer am Zug ist, zwischen <i>m<sub>k</sub></i> und <i>M<sub>k</sub></i> Spielsteine (nicht mehr, als der Haufen hat), doch vorher darf der Gegner bis zu <i>c<sub>k</sub></i> dieser Möglichkeiten verbieten. Wer keine erlaubte Möglichkeit mehr hat, verliert. Ein Haufen ist im Zug <i>k</i> <strong>sicher</strong>, wenn verliert, wer dort am Zug ist. Die Folgen: <span data-l10n-name="rule"></span>.
blocking-nim-handout-3 = Ausfüllen: Ist Haufen <i>n</i> sicher?
blocking-nim-handout-5 =
    .data-columns = Haufen n|sicher im Zug 1?|sicher im Zug 2?|eine Gewinnentnahme im Zug 1
blocking-nim-handout-4 = Fragen
`;
