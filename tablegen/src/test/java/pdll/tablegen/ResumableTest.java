package pdll.tablegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import pdll.base.io.FileAccess;
import pdll.tablegen.ast.Stmt;
import pdll.tablegen.bench.ReferenceTools;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordField;
import pdll.tablegen.print.RecordsPrinter;
import pdll.tablegen.source.Diagnostic;

/**
 * An evaluation resumed from a checkpoint ({@link TableGen#evaluateResumable}) must print the same
 * records and report the same diagnostics, at the same places, as a full evaluation of the edited
 * text. Checked over every MLIR {@code .td} file with edits before several of its statements (a
 * comment, a changed string, a deleted line, which often makes an error), each edit resumed from
 * the previous one's result (so checkpoints carried over from older evaluations are exercised),
 * with a checkpoint after every statement; and on small files for the cases that must not resume.
 */
class ResumableTest {

    /** The main file's text is the test's; everything else is read from disk. */
    private static final class Edited implements FileAccess {
        final Map<Path, String> texts = new HashMap<>();

        @Override
        public Optional<String> read(Path path) {
            String t = texts.get(path.toAbsolutePath().normalize());
            return t != null ? Optional.of(t) : FileAccess.DISK.read(path);
        }
    }

    private static String printed(Evaluation e) {
        StringBuilder sb = new StringBuilder();
        if (e.records() != null) {
            RecordsPrinter.print(e.records(), sb);
            // where each record and each field's value stand in the current texts (records shared
            // with earlier evaluations point into earlier texts: Inputs.current moves them)
            for (Map<String, Record> m : List.of(e.records().classesByName(), e.records().defsByName())) {
                for (Record rec : m.values()) {
                    sb.append(rec.name()).append(" at ").append(e.inputs().current(rec.loc())).append('\n');
                    for (RecordField f : rec.fields()) {
                        sb.append("  ").append(f.name()).append(" at ").append(e.inputs().current(f.loc()))
                                .append(" set at ").append(e.inputs().current(f.setAt())).append('\n');
                    }
                }
            }
        }
        for (Diagnostic d : e.diagnostics()) sb.append(d.loc()).append(": ").append(d.message()).append('\n');
        return sb.toString();
    }

    /** Evaluates {@code text} as {@code main} resumed from {@code previous}, checks it against a full evaluation. */
    private static Resumable check(Path main, String text, List<Path> includes, Edited files, Resumable previous, String what) {
        files.texts.put(main.toAbsolutePath().normalize(), text);
        TableGenOptions options = new TableGenOptions(main.getParent(), includes, List.of(), files);
        Resumable r = TableGen.evaluateResumable(main, options, new ParseCache(), previous, 0);
        Evaluation full = TableGen.evaluate(main, options, new ParseCache());
        String expected = printed(full), actual = printed(r.evaluation());
        if (!expected.equals(actual)) assertEquals(firstDifference(expected, actual), "", what);
        return r;
    }

    /** The first line where two printouts differ, with both versions of it. */
    private static String firstDifference(String expected, String actual) {
        String[] a = expected.split("\n", -1), b = actual.split("\n", -1);
        int i = 0;
        while (i < a.length && i < b.length && a[i].equals(b[i])) i++;
        return "line " + (i + 1) + ": full evaluation: " + (i < a.length ? a[i] : "<end>") + "\n  resumed: "
                + (i < b.length ? b[i] : "<end>");
    }

    @TestFactory
    Stream<DynamicTest> everyMlirFileResumesToTheSameRecords() throws IOException {
        Path root = ReferenceTools.mlirIncludeDir().orElse(null);
        Assumptions.assumeTrue(root != null, "MLIR .td corpus not found: " + ReferenceTools.INSTALL_HINT);
        List<String> rels = ReferenceTools.corpusFiles(root);
        int[] edits = new int[4];
        Stream<DynamicTest> each = rels.stream().map(rel -> DynamicTest.dynamicTest(rel, () -> {
            Path main = root.resolve(rel);
            String text = Files.readString(main);
            Edited files = new Edited();
            Resumable r = check(main, text, List.of(root), files, null, rel + " as it is");
            int n = mainStatements(main, text).size();
            if (n == 0) return;
            int resumed = 0;
            // from the end towards the start, so that each edit resumes from checkpoints the last one made or kept
            int[] picks = {n - 1, (2 * n) / 3, n / 2, n / 4, 1};
            String current = text;
            int kind = 0;
            for (int k : picks) {
                List<Stmt> now = mainStatements(main, current);
                if (k <= 0 || k >= now.size()) continue;
                int at = statementStart(current, now.get(k).loc().offset());
                String edited = switch (kind++ % 3) {
                    case 0 -> current.substring(0, at) + "// an edit\n" + current.substring(at);
                    case 1 -> changeString(current, at);
                    default -> deleteLine(current, at);
                };
                r = check(main, edited, List.of(root), files, r, rel + " edited before statement " + k + " (kind " + (kind - 1) + ")");
                if (r.resumedAt() >= 0) resumed++;
                edits[0]++;
                if (r.resumedAt() >= 0) edits[1]++;
                edits[2] += r.replayed();
                if (r.reparsed()) edits[3]++;
                current = edited;
            }
            if (rel.endsWith("ArithOps.td") || rel.endsWith("NVVMOps.td")) assertTrue(resumed > 0, rel + ": no edit resumed");
        }));
        // the comparisons above prove nothing if the edits were all evaluated in full
        return Stream.concat(each, Stream.of(DynamicTest.dynamicTest("most edits resumed", () -> {
            System.out.println("ResumableTest: " + edits[1] + " of " + edits[0] + " edits resumed, " + edits[2]
                    + " statements after them replayed, " + edits[3] + " parsed only where they changed");
            assertTrue(edits[1] * 2 > edits[0], edits[1] + " of " + edits[0] + " edits resumed");
            assertTrue(edits[2] > edits[0], edits[2] + " statements replayed after " + edits[0] + " edits");
        })));
    }

    private static List<Stmt> mainStatements(Path main, String text) {
        return pdll.tablegen.syntax.TdSyntax.parse(pdll.tablegen.source.SourceFile.of(main.toString(), text),
                new java.util.LinkedHashSet<>()).statements();
    }

    /** The start of the line holding {@code offset}. */
    private static int statementStart(String text, int offset) {
        int i = Math.min(offset, text.length());
        while (i > 0 && text.charAt(i - 1) != '\n') i--;
        return i;
    }

    /** Adds a character inside the first string literal from {@code at} on (or a comment when there is none). */
    private static String changeString(String text, int at) {
        int q = text.indexOf('"', at);
        if (q < 0) return text.substring(0, at) + "// no string\n" + text.substring(at);
        return text.substring(0, q + 1) + "Z" + text.substring(q + 1);
    }

    /** Deletes the line at {@code at}. */
    private static String deleteLine(String text, int at) {
        int end = text.indexOf('\n', at);
        return end < 0 ? text.substring(0, at) : text.substring(0, at) + text.substring(end + 1);
    }

    // ---- random edits of the evaluator's own fixtures --------------------------------------------

    /**
     * The evaluator fixtures and the TableGen micro cases (every construct, many errors), each
     * through eight random edits (a line deleted, duplicated, moved or cut in two, a character
     * inserted), each resumed from the one before: same records and diagnostics as a full
     * evaluation every time. Seeded, so a failure repeats.
     */
    @TestFactory
    Stream<DynamicTest> randomEditsOfTheFixturesResumeToTheSameRecords() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String dir : List.of("src/test/resources/eval", "src/test/resources/tablegen-micro")) {
            Path d = Path.of(dir);
            if (!Files.isDirectory(d)) continue;
            try (Stream<Path> l = Files.list(d)) {
                l.filter(f -> f.toString().endsWith(".td")).sorted().forEach(files::add);
            }
        }
        assertTrue(files.size() > 50, "fixtures found: " + files.size());
        int[] edits = new int[4];
        Stream<DynamicTest> each = files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            java.util.Random random = new java.util.Random(f.getFileName().toString().hashCode());
            Path main = f.toAbsolutePath();
            Edited files2 = new Edited();
            String text = Files.readString(main);
            Resumable r = check(main, text, List.of(main.getParent()), files2, null, f + " as it is");
            for (int i = 0; i < 8; i++) {
                text = randomEdit(text, random);
                r = check(main, text, List.of(main.getParent()), files2, r, f + " after edit " + i + ":\n" + text);
                edits[0]++;
                if (r.resumedAt() >= 0) edits[1]++;
                edits[2] += r.replayed();
                if (r.reparsed()) edits[3]++;
            }
        }));
        return Stream.concat(each, Stream.of(DynamicTest.dynamicTest("many random edits resumed", () -> {
            System.out.println("ResumableTest: " + edits[1] + " of " + edits[0] + " random edits resumed, " + edits[2]
                    + " statements after them replayed, " + edits[3] + " parsed only where they changed");
            assertTrue(edits[1] * 5 > edits[0], edits[1] + " of " + edits[0] + " random edits resumed");
        })));
    }

    private static String randomEdit(String text, java.util.Random random) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        int i = random.nextInt(lines.size());
        switch (random.nextInt(5)) {
            case 0 -> lines.remove(i);
            case 1 -> lines.add(i, lines.get(random.nextInt(lines.size())));
            case 2 -> lines.add(random.nextInt(lines.size()), lines.remove(i));
            case 3 -> {
                String l = lines.get(i);
                int at = l.isEmpty() ? 0 : random.nextInt(l.length());
                lines.set(i, l.substring(0, at));
                lines.add(i + 1, l.substring(at));
            }
            default -> {
                String l = lines.get(i);
                int at = l.isEmpty() ? 0 : random.nextInt(l.length() + 1);
                String chars = "{}<>;,:=\"#!x1 ";
                lines.set(i, l.substring(0, at) + chars.charAt(random.nextInt(chars.length())) + l.substring(at));
            }
        }
        return String.join("\n", lines);
    }

    // ---- small files: what must not resume, or must resume ----------------------------------------

    private static Resumable run(Path main, String text, Edited files, Resumable previous) {
        return check(main, text, List.of(), files, previous, text);
    }

    @Test
    void anEditAfterTheIncludesResumesAfterThem(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.td"), "class A<int n> { int x = n; }\ndef a0 : A<0>;\n");
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        Resumable r = run(main, "include \"a.td\"\ndef b : A<1>;\ndef c : A<2>;\n", files, null);
        r = run(main, "include \"a.td\"\ndef b : A<1>;\ndef c : A<3>;\n", files, r);
        assertEquals(2, r.resumedAt());
        r = run(main, "include \"a.td\"\ndef b : A<7>;\ndef c : A<3>;\n", files, r);
        assertEquals(1, r.resumedAt());
    }

    @Test
    void anIncludedFileChangedOnDiskIsEvaluatedAgain(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("a.td");
        Files.writeString(a, "class A<int n> { int x = n; }\n");
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        Resumable r = run(main, "include \"a.td\"\ndef b : A<1>;\n", files, null);
        Files.writeString(a, "class A<int n> { int x = !add(n, 10); }\n");
        r = run(main, "include \"a.td\"\ndef b : A<1>;\n// edit\n", files, r);
        assertTrue(r.resumedAt() <= 0, "resumed at " + r.resumedAt());
    }

    @Test
    void aForwardDeclaredClassFilledLaterVoidsTheCheckpointsBetween(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        String v1 = "class F;\ndef one;\ndef two;\nclass F { int x = 1; }\ndef f : F;\n";
        Resumable r = run(main, v1, files, null);
        // the edit is after the declaration, before the definition: resuming between them would
        // see the filled class and reject the definition
        r = run(main, v1.replace("def two;", "def two { int y = 2; }"), files, r);
        assertTrue(r.resumedAt() <= 1, "resumed at " + r.resumedAt());
    }

    @Test
    void aMacroTheMainFileDefinesLaterIsSeenByItsIncludes(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.td"), "#ifdef LATE\ndef late;\n#endif\ndef always;\n");
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        Resumable r = run(main, "include \"a.td\"\ndef b;\n", files, null);
        r = run(main, "include \"a.td\"\ndef b;\n#define LATE\n", files, r);
        assertEquals(-1, r.resumedAt());
    }

    @Test
    void errorsBeforeAndAfterTheEditAreTheFullEvaluations(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        Resumable r = run(main, "def a { int x = !add(1, \"s\"); }\ndef b;\ndef c { int y = b.z; }\n", files, null);
        r = run(main, "def a { int x = !add(1, \"s\"); }\ndef b;\ndef c { int y = 3; }\ndef d : Missing;\n", files, r);
        r = run(main, "def a { int x = !add(1, \"s\"); }\ndef b;\ndef c { int y = 3; }\ndef d : Missing;\ndef e {\n", files, r);
        r = run(main, "def a { int x = !add(1, \"s\"); }\ndef b;\ndef c { int y = 3; }\ndef d : Missing;\ndef e {}\n", files, r);
        List<String> kept = new ArrayList<>();
        for (Diagnostic d : r.evaluation().diagnostics()) kept.add(d.message());
        assertTrue(!kept.isEmpty());
    }

    @Test
    void anonymousRecordsAreNumberedAsInAFullEvaluation(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        String base = "class C<int n> { int v = n; }\ndef a { C c = C<1>; }\ndef { int q = 1; }\ndef b { C c = C<2>; }\n";
        Resumable r = run(main, base, files, null);
        r = run(main, base + "def d { C c = C<1>; C e = C<3>; }\n", files, r);
        r = run(main, base.replace("C<2>", "C<5>") + "def d { C c = C<2>; }\n", files, r);
        assertTrue(r.resumedAt() > 0);
    }

    @Test
    void statementsAfterAnEditAreReplayedUnlessTheyDependOnIt(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        String v1 = "class C<int n> { int v = n; }\ndef a : C<1>;\ndef b : C<2>;\ndef c { int w = a.v; }\ndef d : C<1>;\n";
        Resumable r = run(main, v1, files, null);
        // b and d do not look a up (d finds the anonymous-free class C as before): replayed; c reads a.v: evaluated
        r = run(main, v1.replace("def a : C<1>;", "def a : C<5>;"), files, r);
        assertEquals(1, r.resumedAt());
        assertEquals(2, r.replayed());
        assertEquals(5L, r.evaluation().records().getDef("c").intValue("w"));
        // a comment line before the first statement: everything is replayed, one line further down
        r = run(main, "// a comment\n" + v1.replace("def a : C<1>;", "def a : C<5>;"), files, r);
        assertEquals(0, r.resumedAt());
        assertEquals(5, r.replayed());
        assertEquals(4, r.evaluation().inputs().current(r.evaluation().records().getDef("b").loc()).line());
    }

    @Test
    void aStatementIsNotReplayedWhenTheAnonymousNumberingBeforeItChanged(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        String v1 = "class C<int n> { int v = n; }\ndef a { int x = 1; }\ndef b { C c = C<2>; }\n";
        Resumable r = run(main, v1, files, null);
        // the edit makes an anonymous record before b: b's would be numbered 1, not 0
        r = run(main, v1.replace("int x = 1;", "C x = C<1>;"), files, r);
        assertEquals(0, r.replayed());
        assertEquals("anonymous_1", ((pdll.tablegen.eval.Value.DefRef) r.evaluation().records().getDef("b").value("c")).record().name());
    }

    @Test
    void aPreprocessorDirectiveInTheEditStopsReplays(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        // the file defines X in the end either way, but b (text unchanged) sees it only after the edit
        String v1 = "def a;\ndef b {\n#ifdef X\n  int w = 2;\n#endif\n}\n#ifndef X\n#define X\n#endif\n";
        Resumable r = run(main, v1, files, null);
        r = run(main, "#define X\n" + v1, files, r);
        assertEquals(0, r.resumedAt());
        assertEquals(0, r.replayed());
        assertEquals(2L, r.evaluation().records().getDef("b").intValue("w"));
    }

    /**
     * An edit inside a directive's line that adds no {@code #} (a macro renamed, {@code ifdef}
     * made {@code ifndef}) changes what the text after it is just as much.
     */
    @Test
    void anEditInsideADirectiveLineIsSeenByTheTextAfterIt(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        String v1 = "#define X\ndef a;\ndef b {\n#ifdef X\n  int w = 2;\n#endif\n}\n";
        Resumable r = run(main, v1, files, null);
        r = run(main, v1.replace("#define X", "#define XY"), files, r);
        assertEquals(null, r.evaluation().records().getDef("b").value("w"));
        r = run(main, v1, files, r);
        assertEquals(2L, r.evaluation().records().getDef("b").intValue("w"));
        String v2 = "def a;\n#ifdef Y\ndef b;\n#endif\ndef c;\n";
        r = run(main, v2, files, r);
        r = run(main, v2.replace("#ifdef", "#ifndef"), files, r);
        assertTrue(r.evaluation().records().getDef("b") != null);
    }

    /**
     * Typing in one statement, keystroke after keystroke: each evaluation resumes and replays the
     * statements after it. The records of the replayed ones point into the first text; no
     * intermediate text is kept (the evaluation would otherwise start over once eight are).
     */
    @Test
    void typingInOneStatementKeepsResumingAndReplaying(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        String head = "class C<string s> { string v = s; }\ndef a : C<\"";
        String tail = "\">;\ndef b : C<\"b\">;\ndef c { string w = b.v; }\n";
        Resumable r = run(main, head + tail, files, null);
        StringBuilder typed = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            typed.append((char) ('a' + i));
            r = run(main, head + typed + tail, files, r);
            assertTrue(r.resumedAt() >= 0, "keystroke " + i + " evaluated in full");
            assertEquals(2, r.replayed(), "keystroke " + i);
            assertTrue(r.reparsed(), "keystroke " + i + " parsed the whole file");
            assertTrue(r.evaluation().inputs().earlier().size() <= 2, "keystroke " + i + ": " + r.evaluation().inputs().earlier().size());
        }
    }

    /**
     * Only the statements an edit touched are parsed again, and only when that is sure to equal a
     * parse of the whole text: not after a text with a syntax error, nor when the edit may add or
     * remove a preprocessor directive. A syntax error the edit makes is met by parsing from the
     * edit on, as a whole parse meets it.
     */
    @Test
    void anEditIsParsedOnlyWhereItChangedWhenThatIsSafe(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        String v1 = "class C<int n> { int v = n; }\ndef a : C<1>;\ndef b : C<2>;\n";
        Resumable r = run(main, v1, files, null);
        r = run(main, v1.replace("C<1>", "C<10>"), files, r);
        assertTrue(r.reparsed());
        // a syntax error: the text from the edit on is parsed up to it (the next edit must parse the whole text)
        r = run(main, v1.replace("C<1>", "C<10"), files, r);
        assertTrue(r.reparsed());
        r = run(main, v1.replace("C<1>", "C<11>"), files, r);
        assertTrue(!r.reparsed());
        r = run(main, v1.replace("C<1>", "C<12>"), files, r);
        assertTrue(r.reparsed());
        r = run(main, v1.replace("def b", "#ifdef X\n#endif\ndef b"), files, r);
        assertTrue(!r.reparsed());
    }

    /** An {@code else} typed after an {@code if} makes the {@code if} another statement: it is not replayed or reused. */
    @Test
    void anElseAddedToAnIfIsEvaluated(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        Resumable r = run(main, "def a;\nif 0 then { def b; }\ndef d;\n", files, null);
        r = run(main, "def a;\nif 0 then { def b; } else { def c; }\ndef d;\n", files, r);
        assertTrue(r.evaluation().records().getDef("c") != null);
        r = run(main, "def a;\nif 0 then { def b; }\ndef d;\n", files, r);
        assertTrue(r.evaluation().records().getDef("c") == null);
        // the if inside a foreach, with no braces: the foreach ends at the def's ';' until the else
        r = run(main, "def a;\nforeach i = [1] in if 0 then def b#i;\ndef d;\n", files, r);
        r = run(main, "def a;\nforeach i = [1] in if 0 then def b#i; else def c#i;\ndef d;\n", files, r);
        assertTrue(r.evaluation().records().getDef("c1") != null);
        r = run(main, "def a;\nforeach i = [1] in if 0 then def b#i; /* */ else def c#i;\ndef d;\n", files, r);
        assertTrue(r.evaluation().records().getDef("c1") != null);
    }

    /**
     * A statement typed at the end of the file, keystroke after keystroke, errors and all: only
     * the end is parsed again, and the errors are a whole parse's.
     */
    @Test
    void aStatementTypedAtTheEndIsTheOnlyTextParsedAgain(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        String base = "class C<int n> { int v = n; }\ndef a : C<1>;\n";
        Resumable r = run(main, base, files, null);
        String typed = "def b : C<2> { int w = !add(v, 1); }";
        int reparsed = 0;
        for (int i = 1; i <= typed.length(); i++) {
            r = run(main, base + typed.substring(0, i), files, r);
            if (r.reparsed()) reparsed++;
            // the next keystroke starts from a text without errors only every so often: go back to one
            if (!r.evaluation().diagnostics().isEmpty()) r = run(main, base, files, r);
        }
        assertTrue(reparsed > typed.length() / 2, "parsed only where changed " + reparsed + " of " + typed.length());
    }

    /**
     * A file wrapped in an include guard, as every MLIR file is: a statement typed after the last
     * one, before the {@code #endif}, is still the only text parsed again (the parse of the end
     * starts with the guard open); an {@code #else} or {@code #ifdef} there, or the end of the file
     * inside the guard, needs the text before: the whole file is parsed.
     */
    @Test
    void aStatementTypedBeforeAnIncludeGuardsEndifIsTheOnlyTextParsedAgain(@TempDir Path dir) {
        Path main = dir.resolve("m.td");
        Edited files = new Edited();
        String head = "#ifndef G\n#define G\nclass C<int n> { int v = n; }\ndef a : C<1>;\n";
        String tail = "\n#endif // G\n";
        Resumable r = run(main, head + tail, files, null);
        String typed = "def b : C<2> { int w = !add(v, 1); }";
        int reparsed = 0;
        for (int i = 1; i <= typed.length(); i++) {
            r = run(main, head + typed.substring(0, i) + tail, files, r);
            if (r.reparsed()) reparsed++;
            if (!r.evaluation().diagnostics().isEmpty()) r = run(main, head + tail, files, r);
        }
        assertTrue(reparsed > typed.length() / 2, "parsed only where changed " + reparsed + " of " + typed.length());
        // the #endif deleted: the end of the file inside the guard, whose #ifndef is before the text parsed again
        r = run(main, head + "def c;\n" + tail, files, r);
        r = run(main, head + "def c;\n", files, r);
        assertTrue(!r.reparsed());
        assertTrue(r.evaluation().diagnostics().get(0).message().contains("#endif"), r.evaluation().diagnostics().toString());
        // an #else, an #ifndef (of a macro the text before defines), a #define in the text parsed again: the whole file
        for (String end : List.of("#else\ndef z;\n#endif\n", "#ifndef G\ndef y;\n#endif\n#endif\n", "#define H\n#endif\n")) {
            r = run(main, head + "def c;\n" + end, files, null);
            r = run(main, head + "def c2;\n" + end, files, r);
            assertTrue(!r.reparsed(), end);
        }
        // a '#' right after a statement's last token is no directive, as in a parse of the whole file
        r = run(main, head + "def c;" + tail, files, null);
        r = run(main, head + "def c2; #endif\n", files, r);
    }
}
