// The words of the lesson page index.html in German (see en.js).
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

index-head-1 = Lektionen — Nim Lab
index-page-1 = Direkt zu den Lektionen
index-head-2 = <a data-l10n-name="link1">Nim Lab</a>
index-head-5 = Sprache
index-head-6 = Sprache des Browsers
index-head-3 = Lektionen
index-head-4 = Jede Lektion ist eine kurze Seite, die man mit einer Klasse oder allein durcharbeitet: erst spielen, beobachten, wer gewinnt, eine Vorhersage treffen, die Engine die Vorhersage prüfen und begründen lassen, die Strategie finden, dann die Regel ändern und sehen, was weiterhin gilt. Jede Lektion hat Hinweise für die Lehrkraft und ein Arbeitsblatt zum Ausdrucken; sie lässt sich verlinken oder vollständig in eine Kursseite einbetten (ein <code>&lt;iframe&gt;</code> mit ihrer Adresse). Jede Karte nennt, für welches Alter die Lektion gedacht ist, wie lange sie dauert und was die Schülerinnen und Schüler schon können müssen.
index-page-2 = <a data-l10n-name="link1">Fibonacci-Nim und das Spiel mit Zugfunktion</a>
index-page-3 = Verlusthaufen, der kleinste Gewinnzug, eine Strategie, die den Haufen als Summe von Fibonacci-Zahlen schreibt, andere Regeln und eine veröffentlichte Vermutung, die die Engine überprüft. (Holshouser und Reiter 2003)
index-page-4 = Alter
index-page-5 = ab 12–14 Jahren (Schritte 1–5); Schritt 6 für Ältere oder besonders Interessierte
index-page-6 = Dauer
index-page-7 = eine Unterrichtsstunde von 45 Minuten (Schritte 1–4), zwei mit den Schritten 5 und 6
index-page-8 = Voraussetzungen
index-page-9 = ganze Zahlen addieren und verdoppeln; keine Spieltheorie — die Begriffe werden auf der Seite erklärt
index-page-10 = <a data-l10n-name="link1">Periodische Regeln und mehrere Basen</a>
index-page-11 = Wenn der erlaubte Zug auch vom Haufen abhängt: mehrere Spiele, je eine Basis, und Beispiel 2 aus dem Artikel. (Holshouser und Reiter 2006)
index-page-12 = Alter
index-page-13 = 15–18 Jahre
index-page-14 = Dauer
index-page-15 = zwei Unterrichtsstunden von 45 Minuten
index-page-16 = Voraussetzungen
index-page-17 = zuerst die Lektion zu Fibonacci-Nim; gerade und ungerade Zahlen und Reste („17 geteilt durch 5 ist 3 Rest 2“); eine Tabelle lesen
index-page-18 = <a data-l10n-name="link1">Blockier-Nim</a>
index-page-19 = Der Gegner darf manche Züge verbieten: sichere Haufen Zug für Zug, wo die sicheren Läufe liegen (Satz 1 des Artikels), und eine Behauptung aus der Zusammenfassung des Artikels, die die Engine widerlegt. (Flammenkamp, Holshouser und Reiter 2003)
index-page-20 = Alter
index-page-21 = 13–16 Jahre (Schritte 1–3); ab 15 für die Schritte 4–6
index-page-22 = Dauer
index-page-23 = eine Unterrichtsstunde von 45 Minuten für die Schritte 1–3, eine zweite für den Satz und die Behauptung des Artikels
index-page-24 = Voraussetzungen
index-page-25 = addieren und subtrahieren; eine kleine Zahlentabelle lesen; ein Spiel sorgfältig Zug für Zug spielen
index-page-26 = <a data-l10n-name="link1">Die Ein-Haufen-Spiele von Cut The Knot</a>
index-page-27 = Ein Haufen mit Min und Max, Schwenks Folge und „die äußerste rechte 1 entfernen“, Grundy-Werte und eine Summe von Haufen, gespielt mit der Nim-Summe. (Bogomolny 2002; Schwenk 1970)
index-page-28 = Alter
index-page-29 = 14–17 Jahre
index-page-30 = Dauer
index-page-31 = zwei Unterrichtsstunden von 45 Minuten
index-page-32 = Voraussetzungen
index-page-33 = Reste („17 geteilt durch 5 ist 3 Rest 2“); für Schritt 6 Zahlen im Binärsystem schreiben (Zweierpotenzen) — den Rest erklärt die Seite
index-page-34 = <a data-l10n-name="link1">Lösch-Nim</a>
index-page-35 = Einen Haufen löschen, einen anderen teilen: zwei Haufen, drei Haufen, vier per Suche, und eine Beobachtung, die nicht stimmt. (arXiv 2411.19453)
index-page-36 = Alter
index-page-37 = 13–16 Jahre (Schritte 1–3); ab 15 für die Schritte 4–7
index-page-38 = Dauer
index-page-39 = eine Unterrichtsstunde von 45 Minuten für zwei Haufen, zwei mit drei und mehr Haufen
index-page-40 = Voraussetzungen
index-page-41 = gerade und ungerade Zahlen; für drei Haufen Zahlen im Binärsystem schreiben
index-page-42 = Für Lehrkräfte: eine Lektion in der Bewertungsübersicht Ihres Kurses (Moodle, Canvas, Blackboard, Brightspace, cmi5)
index-page-43 = Jede Lektion gibt es auch als Paket, das eine Lernplattform importieren kann. Aus der Plattform gestartet, meldet die Lektion ihre Ergebnisse an die Bewertungsübersicht; auf anderem Weg geöffnet, funktioniert sie wie auf dieser Website und sendet nichts.
index-page-44 = Welche Datei
index-page-45 = <strong>SCORM 1.2</strong> — am weitesten verbreitet: Nehmen Sie diese Datei, wenn Sie nicht mehr brauchen.
index-page-46 = <strong>SCORM 2004</strong> — Abschluss, und bestanden oder nicht bestanden getrennt davon gemeldet.
index-page-47 = <strong>cmi5</strong> — für eine Plattform mit einem xAPI-Learning-Record-Store (einem cmi5-Player).
index-page-48 = Herunterladen
index-page-49 = Die Dateien sind nach den Seiten der Lektionen benannt und liegen im Ordner <code>lms/</code> neben diesem Ordner <code>lessons/</code> der gebauten Website (<code>dist/lms/</code> nach <code>./build.sh dist</code>; sie sind nicht in <code>nimlab-dist.zip</code> enthalten). Laden Sie die ZIP-Datei unverändert hoch: nicht entpacken.
index-page-66 = Jedes Paket ist in einer Sprache: Die Links unten führen zu dem in der Sprache, in der diese Seite gerade angezeigt wird (eine andere wählen Sie oben im Menü Sprache). Die englischen Pakete liegen in <code>lms/scorm12/</code>, <code>lms/scorm2004/</code> und <code>lms/cmi5/</code>, die jeder anderen Sprache jeweils darin in einem Ordner mit ihrem Kürzel, z. B. <code>lms/scorm12/es/fibonacci-nim.zip</code> auf Spanisch.
index-page-50 = Fibonacci-Nim und das Spiel mit Zugfunktion (<code>fibonacci-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-51 = Periodische Regeln und mehrere Basen (<code>periodic-bases.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-52 = Blockier-Nim (<code>blocking-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-53 = Die Ein-Haufen-Spiele von Cut The Knot (<code>cut-the-knot.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-54 = Lösch-Nim (<code>single-delete-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-55 = Alle fünf Lektionen als ein Kurs mit fünf Aktivitäten (<code>nim-lab-lessons.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-56 = Einbinden
index-page-57 = <strong>Moodle</strong>: <em>Aktivität oder Material anlegen</em> → <em>Lernpaket</em>, und die ZIP-Datei als Paketdatei. Unter <em>Bewertung</em> liefert die Bewertungsmethode <em>Höchste Bewertung</em> die Punktzahl der Lektion (für die ZIP-Datei mit fünf Lektionen <em>Durchschnittliche Bewertung</em> oder <em>Lernobjekte</em>, die Zahl der abgeschlossenen oder bestandenen Lektionen). Unter <em>Versuchsverwaltung</em> lassen Sie <em>Neuen Versuch erzwingen</em> auf Nein: Wer die Lektion verlässt, kehrt zum selben Versuch zurück, beim selben Schritt.
index-page-58 = <strong>Canvas, Blackboard, Brightspace</strong>: Importieren Sie die ZIP-Datei als SCORM-Paket (Canvas: über sein SCORM-Werkzeug, sobald die Einrichtung es freigeschaltet hat; Blackboard: <em>Content-Paket (SCORM)</em>; Brightspace: ein SCORM-Objekt unter Inhalte). Es wird zu einem Element mit einer Spalte in der Bewertungsübersicht.
index-page-59 = <strong>Ein cmi5-Player</strong>: Laden Sie die cmi5-ZIP-Datei hoch (mit <code>cmi5.xml</code> darin); der Player startet die Lektion mit der Adresse seines Learning Record Store.
index-page-60 = Was die Bewertungsübersicht erhält
index-page-61 = <strong>Status</strong>: unvollständig beim ersten Start; abgeschlossen, sobald jeder Schritt angezeigt wurde; bestanden oder nicht bestanden gemessen an einer Bestehensgrenze von 80 (SCORM 1.2 hat nur einen Status: Sobald jeder Schritt angezeigt wurde, lautet er bestanden oder nicht bestanden; SCORM 2004 und cmi5 melden Abschluss und Erfolg getrennt).
index-page-62 = <strong>Punktzahl</strong>, 0–100: der Anteil der Fragen der Lektion, die beim ersten Klick auf „Prüfen“ richtig beantwortet wurden, und die ohne Tipps gegen die Engine gewonnene Herausforderung, die als eine weitere Frage zählt.
index-page-63 = <strong>Jede Antwort</strong>, als Interaktion: der Name der Frage (<code>lose-8</code>, …), die gegebene Antwort, richtig oder falsch (eine Antwort nach „Antwort zeigen“ gilt nicht als richtig), der Zeitpunkt; die Herausforderung als <code>won</code>, <code>lost</code> oder <code>won-with-hints</code>.
index-page-64 = <strong>Fortsetzen</strong>: der erreichte Schritt und die gegebenen Antworten, beim nächsten Start wieder angezeigt.
index-page-65 = Welche Datenelemente jeder Standard schreibt, steht in der README von Nim Lab unter „Lessons in a gradebook (SCORM, cmi5)“, mit Bildern davon, was eine SCORM-Laufzeitumgebung nach einer Lektion zurückliest (<code>docs/lms-gradebook-scorm12.png</code>, <code>docs/lms-gradebook-scorm2004.png</code>).
`;
