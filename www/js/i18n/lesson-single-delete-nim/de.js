// The words of the lesson page single-delete-nim.html in German (see en.js).
export const ftl = String.raw`
## Glossar: die festen Begriffe, wie im Katalog der Oberfläche.

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

single-delete-nim-head-1 = Lösch-Nim — eine Lektion von Nim Lab
single-delete-nim-page-1 = Zur Lektion springen
single-delete-nim-head-2 = <a data-l10n-name="link1">Lektionen</a> · <a data-l10n-name="link2">Nim Lab</a>
single-delete-nim-head-5 = Sprache
single-delete-nim-head-6 = Sprache deines Browsers
single-delete-nim-head-3 = Lösch-Nim
single-delete-nim-head-4 = Einige Haufen aus Spielsteinen. Ein Zug besteht aus zwei Teilen: Man <strong>entfernt</strong> einen Haufen ganz und <strong>teilt</strong> dann einen der anderen Haufen in zwei nichtleere Haufen — die Anzahl der Haufen ändert sich also nie. Wer nicht mehr ziehen kann, verliert. Wer gewinnt, und woran erkennt man das? Nach <cite><a data-l10n-name="link1">Single-delete Nim</a></cite>, arXiv 2411.19453 (2024).
single-delete-nim-play-1 = 1. Spiele ein paar Partien mit zwei Haufen
single-delete-nim-play-2 = Zwei Haufen mit 6 und 9 Spielsteinen. In deinem Zug entfernst du einen Haufen und teilst den anderen in zwei Haufen mit jeweils mindestens einem Stein. Dann macht dein Gegner dasselbe mit den beiden Haufen, die du ihm gelassen hast. Liegt in beiden Haufen nur noch ein einziger Stein, kann der Spieler am Zug nichts mehr teilen und verliert.
single-delete-nim-play-3 = Die Engine unten spielt als <strong>Anfänger</strong>: Sie macht Fehler. Spiele ein paarmal gegen sie und notiere dir die Haufenpaare, aus denen der Spieler am Zug nicht mehr herauskam.
single-delete-nim-play-4 = Zwei Begriffe helfen: Eine <strong>P-Position</strong> ist eine, in der der Spieler am Zug <em>verliert</em>, wenn sein Gegner gut spielt (der <em>vorige</em> Spieler gewinnt; P für englisch <i>previous</i>); eine <strong>N-Position</strong> ist eine, in der der Spieler am Zug gewinnen kann (der <em>nächste</em> Spieler gewinnt; N für <i>next</i>).
single-delete-nim-play-5 = Für die Lehrkraft
single-delete-nim-play-6 = Ziel
single-delete-nim-play-7 = Die Schülerinnen und Schüler lernen den Zug kennen (erst entfernen, dann teilen) und bemerken, dass die kleinen Positionen das Spiel entscheiden.
single-delete-nim-play-8 = Frage
single-delete-nim-play-9 = „Kann der Spieler am Zug bei Haufen aus 1 und 1 überhaupt etwas tun? Und bei 1 und 2? Bei 2 und 2?“
single-delete-nim-play-10 = Begriffe
single-delete-nim-play-11 = Eine <strong>P-Position</strong> ist eine, in der der Spieler am Zug gegen bestes Spiel verliert (der <em>vorige</em> Spieler gewinnt); eine <strong>N-Position</strong> ist eine, in der der Spieler am Zug gewinnt (der <em>nächste</em> Spieler).
single-delete-nim-play-12 = Die Antworten der Engine für die kleinen Positionen
single-delete-nim-play-13 = Der Anfang der Partie
single-delete-nim-predict-1 = 2. Sage voraus: Gewinn oder Verlust?
single-delete-nim-predict-2 = Bevor du irgendetwas nachschaust: Sage voraus. Die Engine kennt jede Position mit kleinen Haufen und prüft deine Antwort.
single-delete-nim-predict-3 = Für die Lehrkraft
single-delete-nim-predict-4 = Ziel
single-delete-nim-predict-5 = Erst vorhersagen, dann prüfen: Die Schülerinnen und Schüler legen sich auf eine Antwort fest und lernen dann die Begründung der Engine kennen.
single-delete-nim-predict-6 = Frage
single-delete-nim-predict-7 = „Welche Positionen willst du deinem Gegner nach deinem Zug hinterlassen? Aus welchen hast du in Schritt 1 verloren?“
single-delete-nim-predict-8 = Antworten
single-delete-nim-pattern-1 = 3. Welche Paare sind P-Positionen?
single-delete-nim-pattern-2 = Die Engine hat jedes Haufenpaar <i>a</i>, <i>b</i> bis <span data-l10n-name="fact-two-range"></span> gelöst. Jedes Feld der Karte ist ein Paar: dunkel, wo der Spieler am Zug verliert (eine P-Position). Zeige auf ein Feld (oder nutze die Pfeiltasten), um zu sehen, warum; „Von … aus spielen“ startet dort die Partie aus Schritt 1.
single-delete-nim-pattern-3 = Die Arbeit beweist es: <em>Zwei Haufen bilden genau dann eine P-Position, wenn beide ungerade sind</em>. Die Engine hat es an jedem Paar geprüft, das sie gelöst hat: <span data-l10n-name="fact-theorem-1-1"></span>
single-delete-nim-pattern-4 = Für die Lehrkraft
single-delete-nim-pattern-5 = Typische Vermutungen der Schülerinnen und Schüler
single-delete-nim-pattern-6 = „P genau dann, wenn beide Haufen ungerade sind.“
single-delete-nim-pattern-7 = „P genau dann, wenn <i>a</i> + <i>b</i> gerade ist.“
single-delete-nim-pattern-8 = „Bei gleich großen Haufen verliert der Spieler am Zug.“
single-delete-nim-pattern-9 = Warum es funktioniert
single-delete-nim-pattern-10 = Ein gerader Haufen lässt sich in zwei ungerade Haufen teilen; ein ungerader Haufen lässt sich nur in einen ungeraden und einen geraden Haufen teilen. Aus zwei ungeraden Haufen hinterlässt also jeder Zug einen geraden Haufen, und aus einer Position mit einem geraden Haufen entfernt der Spieler am Zug den anderen Haufen und teilt den geraden in zwei ungerade Haufen.
single-delete-nim-pattern-11 = Frage
single-delete-nim-pattern-12 = „Vor dir liegen 8 und 5. Welchen Haufen entfernst du, und wie teilst du den anderen?“
single-delete-nim-three-1 = 4. Drei Haufen: die am weitesten rechts stehenden 1en ausrichten
single-delete-nim-three-2 = Reichen bei drei Haufen gerade und ungerade immer noch aus? Schreibe jeden Haufen binär und verschiebe die Zeilen so, dass ihre <strong>am weitesten rechts stehenden 1en</strong> in einer Spalte stehen (hervorgehoben). Zähle die 0en nach der am weitesten rechts stehenden 1: Das ist die <strong>Bewertung</strong> des Haufens. Sie gibt an, wie oft man den Haufen halbieren kann und immer noch eine ganze Zahl erhält; ein ungerader Haufen hat die Bewertung 0.
single-delete-nim-three-3 = Zu zeichnende Haufen
single-delete-nim-three-4 = Zeichnen
single-delete-nim-three-5 = P oder N? Frag die Engine
single-delete-nim-three-6 = Die Arbeit beweist: <em>Drei Haufen bilden genau dann eine P-Position, wenn alle drei dieselbe Bewertung haben</em> (ihre am weitesten rechts stehenden 1en stehen untereinander). Die Engine hat es an jeder Position geprüft, die sie gelöst hat: <span data-l10n-name="fact-theorem-1-4"></span>
single-delete-nim-three-7 = Zum Weiterforschen: die Namen in der Arbeit
single-delete-nim-three-8 = Die Arbeit nennt die Bewertung die <em>2-adische Bewertung</em> des Haufens: wie oft 2 ihn teilt. Ihr Satz 1.1 ist die Regel für zwei Haufen aus Schritt 3, ihr Satz 1.4 die Regel für drei Haufen von oben, und ihre Propositionen 4.1 und 4.2 handeln von beliebig vielen Haufen (Schritt 7 prüft sie).
single-delete-nim-three-9 = <strong>Kannst du die Engine von hier aus schlagen?</strong> Haufen aus 7, 10 und 12, du bist am Zug. Die Engine spielt jetzt <strong>perfekt</strong>: <span data-l10n-name="fact-challenge-start"></span>
single-delete-nim-three-10 = Für die Lehrkraft
single-delete-nim-three-11 = Typische Vermutungen der Schülerinnen und Schüler
single-delete-nim-three-12 = „Drei Haufen: P genau dann, wenn alle drei ungerade sind.“
single-delete-nim-three-13 = „Drei Haufen: P genau dann, wenn <i>a</i> XOR <i>b</i> XOR <i>c</i> = 0 ist, wie beim gewöhnlichen Nim.“
single-delete-nim-three-14 = „Drei Haufen: P genau dann, wenn die am weitesten rechts stehenden 1en untereinander stehen.“
single-delete-nim-three-15 = Frage
single-delete-nim-three-16 = „Verdoppelt man eine Zahl, kommt am Ende ihrer Binärziffern eine 0 hinzu. Was bewirkt das bei der Spalte der am weitesten rechts stehenden 1en?“
single-delete-nim-three-17 = Die Herausforderung
single-delete-nim-four-1 = 5. Vier Haufen: keine Formel mehr, also suchen
single-delete-nim-four-2 = Für vier Haufen haben wir keine vollständige Regel, an die wir uns halten können, nur einen Teil davon: <em>Vier Haufen mit derselben Bewertung bilden eine P-Position</em>. Also sucht die Engine. Sie löst jede Position aus vier Haufen bis <span data-l10n-name="fact-four-range"></span> und gruppiert die P-Positionen nach ihren Bewertungen, die kleinsten zuerst.
single-delete-nim-four-3 = Dieser Teil der Regel, an jeder Position geprüft: <span data-l10n-name="fact-condition-1"></span>
single-delete-nim-four-4 = Zum Weiterforschen: Warum nur ein Teil einer Regel?
single-delete-nim-four-5 = Die Arbeit gibt eine Regel für vier Haufen an (ihr Satz 1.5), doch ihre Bedingungen gingen beim Extrahieren des Textes verloren; erhalten ist nur die erste Bedingung: Vier Haufen mit derselben 2-adischen Bewertung bilden eine P-Position. Wo keine Formel bekannt ist, liefert eine vollständige Suche Belege.
single-delete-nim-four-6 = Für die Lehrkraft
single-delete-nim-four-7 = Ziel
single-delete-nim-four-8 = Wenn keine Formel bekannt ist, liefert eine vollständige Suche Belege; die Gruppen zeigen, welche Muster von Bewertungen eine Formel erklären muss.
single-delete-nim-four-9 = Typische Vermutungen der Schülerinnen und Schüler
single-delete-nim-four-10 = „Vier Haufen mit derselben Bewertung sind P.“
single-delete-nim-four-11 = „Vier Haufen: P genau dann, wenn alle vier dieselbe Bewertung haben.“
single-delete-nim-four-12 = „Vier Haufen: P genau dann, wenn die Bewertungen zwei gleiche Paare bilden.“
single-delete-nim-four-13 = Frage
single-delete-nim-four-14 = „Wähle eine Gruppe, die keine Aussage erklärt. Was haben ihre Positionen gemeinsam?“
single-delete-nim-doubling-1 = 6. Eine Beobachtung: jeden Haufen verdoppeln
single-delete-nim-doubling-2 = Verdoppelt man einen Haufen, kommt hinter seinen Binärziffern eine 0 hinzu; verdoppelt man also jeden Haufen, bleiben die am weitesten rechts stehenden 1en von drei Haufen untereinander. Das legt eine verlockende Beobachtung nahe: <em>Verdoppelt man jeden Haufen, bleiben P-Positionen P und N-Positionen N</em>, ganz gleich, wie viele Haufen es sind. In der Arbeit steht das nicht. Teste es, bevor die Engine es tut.
single-delete-nim-doubling-3 = Die Engine testet die Beobachtung an jeder Position, deren verdoppelte Haufen sie ebenfalls gelöst hat, für jede Anzahl von Haufen:
single-delete-nim-doubling-4 = Für die Lehrkraft
single-delete-nim-doubling-5 = Ziel
single-delete-nim-doubling-6 = Ein einziges Gegenbeispiel genügt, um eine allgemeine Behauptung zu widerlegen; ein Muster, das in einem Fall (drei Haufen) auftritt, muss sich nicht übertragen.
single-delete-nim-doubling-7 = Typische Vermutungen der Schülerinnen und Schüler
single-delete-nim-doubling-8 = „Verdoppeln erhält P und N bei drei Haufen.“
single-delete-nim-doubling-9 = „Verdoppeln erhält P und N bei beliebig vielen Haufen.“
single-delete-nim-doubling-10 = Frage
single-delete-nim-doubling-11 = „Haufen aus 1 Stein lassen sich nicht teilen, Haufen aus 2 Steinen schon. Warum könnte das Verdoppeln kleiner Haufen ändern, wer gewinnt?“
single-delete-nim-rule-1 = 7. Die Regel ändern: mehr Haufen, größere Haufen
single-delete-nim-rule-2 = Wähle die Anzahl der Haufen <i>k</i> und den größten Haufen <i>S</i>. Die Partie, die Fragen, die Aussagen der Arbeit und die Gruppen unten richten sich alle nach deiner Wahl; die Engine löst jede Position aus <i>k</i> Haufen mit jeweils 1 bis <i>S</i> Spielsteinen in einem eigenen Hintergrundprozess.
single-delete-nim-rule-3 =
    .aria-label = Anzahl der Haufen
single-delete-nim-rule-4 = Größter Haufen <i>S</i>
single-delete-nim-rule-5 = Lösen
single-delete-nim-rule-6 = Für <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-rule-summary"></span>
single-delete-nim-rule-7 = Die Aussagen der Arbeit, geprüft für <span data-l10n-name="rule"></span>
single-delete-nim-rule-8 = Die P-Positionen, nach Bewertungen gruppiert (sage zuerst die Anzahl der Muster voraus)
single-delete-nim-rule-9 = Für die Lehrkraft
single-delete-nim-rule-10 = Ziel
single-delete-nim-rule-11 = Die Aussagen über beliebig viele Haufen (Propositionen 4.1 und 4.2) von denen über eine bestimmte Anzahl (Sätze 1.1 und 1.4) unterscheiden und sehen, wie viel vom Spiel sich nur durch Suchen finden lässt.
single-delete-nim-rule-12 = Frage
single-delete-nim-rule-13 = „Bevor du k wählst: Welche Aussagen der Arbeit wird die Engine prüfen, und welche erwartest du als gültig?“
single-delete-nim-rule-14 = Typische Vermutungen der Schülerinnen und Schüler
single-delete-nim-rule-15 = „Bei beliebig vielen Haufen gilt: Sind alle Haufen ungerade, verliert der Spieler am Zug.“
single-delete-nim-rule-16 = „Nur Haufen aus 2 Steinen: Der Spieler am Zug verliert immer.“
single-delete-nim-rule-17 = „P genau dann, wenn alle Haufen dieselbe Bewertung haben.“
single-delete-nim-rule-18 = Antwort
single-delete-nim-page-2 =
    .aria-label = Arbeitsblatt
single-delete-nim-handout-1 = Lösch-Nim — Arbeitsblatt
single-delete-nim-handout-2 = <strong>Regeln.</strong> Einige Haufen aus Spielsteinen. In deinem Zug entfernst du einen Haufen ganz und teilst dann einen der anderen Haufen in zwei Haufen mit jeweils mindestens einem Stein. Wer nicht mehr ziehen kann, verliert. Eine <strong>P-Position</strong> ist eine, in der der Spieler am Zug gegen bestes Spiel verliert; eine <strong>N-Position</strong> eine, in der der Spieler am Zug gewinnt.
single-delete-nim-handout-3 = Ausfüllen: zwei Haufen <i>a</i> und <i>b</i>, P oder N?
single-delete-nim-handout-6 =
    .data-columns = a|b = 1|b = 2|b = 3|b = 4|b = 5|b = 6|b = 7|b = 8
single-delete-nim-handout-4 = Ausfüllen: Binärziffern und Bewertung
single-delete-nim-handout-7 =
    .data-columns = n|n binär|0en nach der am weitesten rechts stehenden 1 (die Bewertung)
single-delete-nim-handout-5 = Fragen
`;
