// The lessons' own words in German (see en.js).
export const ftl = String.raw`
## Glossar: die festen Begriffe, wie jeder Katalog sie nennt.

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

## Die Leiste der Lektion

lesson-teacher-notes = Hinweise für die Lehrkraft
lesson-show-all = Alle Schritte zeigen
lesson-print = Arbeitsblatt drucken
lesson-progress = Schritt { $shown } von { $steps }
lesson-progress-all = { $steps ->
    [one] Der einzige Schritt wird angezeigt
   *[other] Alle { $steps } Schritte werden angezeigt
    }
lesson-next-step = Nächster Schritt →
lesson-conjecture-true = wahr
lesson-conjecture-false = falsch
lesson-link-unused = Eine Lektion liest nichts aus ihrem Link (der Playground schon); nicht verwendet:
lesson-link-empty-key = ein leerer Schlüssel{ $given }
lesson-link-bad-language = lang = { $value }: keine der Sprachen der Lektion ({ $codes }); die Seite bleibt bei { $shown }

## Die Herausforderung einer Lektion gegen die perfekte Engine, nach dem Urteil der Engine

lesson-challenge-can-win = Nach dem Urteil der Engine selbst kann der erste Spieler von { $pile } aus gewinnen, aber nur ohne einen einzigen Fehler.
lesson-challenge-cannot-win = Nach dem Urteil der Engine selbst kann der erste Spieler mit dieser Regel von { $pile } aus nicht gewinnen: Sieh zu, wie sie entkommt.

## Das Arbeitsblatt

lesson-answer-key =
    .aria-label = Lösungen
lesson-answer-key-title = Lösungen (für die Lehrkraft)
lesson-key-error = die Engine konnte nicht antworten: { $error }
lesson-glossary-summary = Wörter aus dieser Lektion
lesson-handout-glossary =
    .aria-label = Glossar
lesson-handout-glossary-title = Wichtige Begriffe

## Eine Frage

question-answer-label = Deine Antwort
question-check = Prüfen
question-show-answer = Antwort zeigen
question-wait = Weitere Antworten der Engine erscheinen auf der Seite, sobald deine richtig ist (oder du auf „Antwort zeigen“ drückst).
question-need-number = Gib zuerst eine ganze Zahl ein.
question-not-a-number = Gib zuerst eine ganze Zahl ein („{ $typed }“ ist keine).
question-need-choice = Wähle zuerst eine Antwort.
question-right = Richtig: { $answer }.
question-shown = Die Antwort: { $answer }.
question-almost = Fast.
question-not-quite = Nicht ganz.
question-almost-again = Fast ({ $tries }. Versuch).
question-not-quite-again = Nicht ganz ({ $tries }. Versuch).
question-you-answered = Du hast { $answer } geantwortet.
question-try-again = Versuch es noch einmal.
question-restored-shown = Bei deinem letzten Besuch: Die Antwort wurde angezeigt.
question-restored-right = Bei deinem letzten Besuch: Du hast { $answer } geantwortet (richtig).
question-restored-was-shown = Bei deinem letzten Besuch: Du hast { $answer } geantwortet (die Antwort wurde angezeigt).
question-restored-wrong = Bei deinem letzten Besuch: Du hast { $answer } geantwortet (noch nicht richtig: Versuch es noch einmal).

## Das Glossar: jedes Wort, das die Lektionen verwenden, erklärt für Vierzehnjährige

glossary-p-position = P-Position
glossary-p-position-means = eine Position, in der der Spieler am Zug verliert, egal wie gut er spielt, wenn sein Gegner gut spielt: Es gewinnt der vorherige Spieler, also der, der gerade gezogen hat (P wie englisch „previous“).
glossary-n-position = N-Position
glossary-n-position-means = eine Position, in der der Spieler am Zug mit gutem Spiel gewinnen kann: Es gewinnt der nächste Spieler (N wie englisch „next“).
glossary-winning-move = Gewinnzug
glossary-winning-move-means = ein Zug, nach dem der Gegner verliert, egal wie gut er spielt (der Zug hinterlässt ihm eine P-Position).
glossary-losing-start = Verluststart
glossary-losing-start-means = ein Haufen, von dem aus der erste Spieler verliert, wenn der andere gut spielt.
glossary-move-function = Zugfunktion <i>f</i>
glossary-move-function-means = die Regel, die sagt, wie viele Spielsteine ein Spieler höchstens nehmen darf, je nachdem, was der Gegner gerade genommen hat (und in manchen Spielen auch, wie groß der Haufen ist).
glossary-base = Basis (<i>B<sub>f</sub></i>)
glossary-base-means = eine Liste von Zahlen, die aus der Regel <i>f</i> gebildet wird und der Strategie dient: Schreibe den Haufen als Summe von Gliedern der Liste, die größten zuerst, und nimm den kleinsten Teil.
glossary-fibonacci-numbers = Fibonacci-Zahlen
glossary-fibonacci-numbers-means = 1, 2, 3, 5, 8, 13, 21, …: Jede Zahl ist die Summe der beiden Zahlen davor.
glossary-zeckendorf = Zeckendorf-Darstellung
glossary-zeckendorf-means = eine Zahl als Summe von Fibonacci-Zahlen schreiben, wobei man jedes Mal die größte nimmt, die noch hineinpasst (zum Beispiel 20 = 13 + 5 + 2); keine zwei davon sind in der Liste Nachbarn.
glossary-period = Periode
glossary-period-means = eine Regel hat die Periode <i>t</i>, wenn sie sich alle <i>t</i> Spielsteine wiederholt: Sie behandelt einen Haufen aus <i>n</i> und einen aus <i>n</i> + <i>t</i> Steinen gleich (bei <i>t</i> = 2 achtet sie nur darauf, ob der Haufen gerade oder ungerade ist).
glossary-remainder = Rest (mod)
glossary-remainder-means = was beim Teilen übrig bleibt: 17 mod 5 = 2, denn 17 = 15 + 2, und 15 ist dreimal fünf.
glossary-mex = mex
glossary-mex-means = kurz für englisch „minimum excluded“ (das kleinste ausgeschlossene Element): die kleinste natürliche Zahl 0, 1, 2, …, die nicht in einer Liste vorkommt. Der mex von 0, 1, 3 ist 2.
glossary-grundy-value = Grundy-Wert
glossary-grundy-value-means = eine Zahl für jede Position: 0 für eine Position ohne möglichen Zug, sonst der mex der Werte der Positionen, die einen Zug entfernt sind. Die Positionen mit dem Wert 0 sind die P-Positionen.
glossary-binary = Binärsystem
glossary-binary-means = eine Zahl mit den Zweierpotenzen 1, 2, 4, 8, 16, … schreiben, jede höchstens einmal verwendet: 13 = 8 + 4 + 1 ist im Binärsystem 1101.
glossary-nim-sum = Nim-Summe (⊕)
glossary-nim-sum-means = Zahlen im Binärsystem ohne Übertrag addieren (auch „exklusives Oder“ genannt): 5 ⊕ 3 = 6, denn 101 ⊕ 011 = 110. In einem Spiel mit mehreren Haufen sagt die Nim-Summe der Grundy-Werte, wer gewinnt.
glossary-h = <i>H</i> (Schwenks Folge)
glossary-h-means = eine Liste von Zahlen, die wie die Fibonacci-Zahlen aus einer Wegnehmregel gebildet wird: Sie beginnt mit 1, und jedes neue Glied ist das letzte plus ein früheres Glied, das die Regel auswählt. Schwenk hat bewiesen, dass dies für viele Regeln genau die Haufen sind, von denen aus der erste Spieler verliert.
glossary-blocking = Blockieren
glossary-blocking-means = bevor du ziehst, darf dein Gegner einige der Züge verbieten, die du machen könntest; du wählst dann unter den übrigen.
glossary-split = Teilen
glossary-split-means = einen Haufen in zwei kleinere Haufen aufteilen, jeden mit mindestens einem Spielstein.
glossary-conjecture = Vermutung
glossary-conjecture-means = eine Aussage, die jemand für wahr hält, aber nicht bewiesen hat; ein einziges Gegenbeispiel zeigt, dass sie falsch ist.
glossary-theorem = Satz (Theorem)
glossary-theorem-means = eine Aussage, die bewiesen wurde: Sie gilt in jedem Fall, über den sie spricht.
glossary-counterexample = Gegenbeispiel
glossary-counterexample-means = ein Fall, in dem eine Aussage nicht stimmt.
glossary-safe-pile = sicherer Haufen
glossary-safe-pile-means = beim Blockier-Nim ein Haufen, von dem aus der Spieler am Zug verliert, egal wie gut er spielt, wenn sein Gegner Züge verbietet und gut spielt; „unsicher“ heißt, dass der Spieler am Zug gewinnen kann.
glossary-brute-force = vollständige Suche (Brute Force)
glossary-brute-force-means = eine Antwort finden, indem man jedes mögliche Spiel Zug für Zug durchprobiert, statt eine Formel zu benutzen.
`;
