package pdll.tablegen.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.source.Diagnostic;

/**
 * Bad input never crashes or hangs the evaluator: each case gives one located error (the reference
 * itself crashes on the include cycle and the runaway recursion). Cases are text with '|' for
 * newlines and ' => ' separating name, text and expected
 * first line; b.td, when used, includes main.td back.
 */
class RobustnessTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = " => ", value = {
        "include cycle without guards => include \"b.td\"|def A; => main.td:1:9: error: include nested more than 128 levels deep at 'b.td'",
        "runaway recursion => class R<int n> { R next = R<!add(n, 1)>; }|def X : R<0>; => main.td:2:9: error: anonymous instantiations of 'R' nested more than 1000 levels deep",
        "huge range => def X { list<int> l = !range(100000000000); } => main.td:1:23: error: !range would produce 100000000000 elements",
        "missing include => include \"nope.td\" => main.td:1:9: error: could not find include file 'nope.td'",
        "unknown class => def X : Nope; => main.td:1:9: error: Couldn't find class 'Nope'",
        "undefined variable => def X { list<int> l = [Missing]; } => main.td:1:24: error: Variable not defined: 'Missing'",
        "type error => def X { int i = \"s\"; } => main.td:1:17: error: Field 'i' of type 'int' is incompatible with value '\"s\"' of type 'string'",
        "failed top-level assert => assert 0, \"boom\"; => main.td:1:8: error: assertion failed: boom",
        "division by zero => def X { int i = !div(1, 0); } => main.td:1:5: error: Illegal operation: division by zero",
        "index out of range => def X { list<int> l = [1]; int i = l[3]; } => main.td:1:5: error: Initializer of 'i' in 'X' could not be fully resolved: [1][3]",
        "duplicate def => def X; def X; => main.td:1:12: error: def already exists: X",
        "huge bits width (the reference runs out of memory) => class C<bits<21474836478> x>; => main.td:1:14: error: bits<n> width 21474836478 is too large (at most 16777216)",
        "negative bits width (the reference crashes) => def X { bits<-1> b; } => main.td:1:14: error: bits<n> width cannot be negative",
        "NUL in an include name => include \"\u0000.td\" => main.td:1:9: error: could not find include file '\u0000.td'",
        "negative bit number folded => def X { bits<4> b = 0; bit c = b{!sub(0, 1)}; } => main.td:1:33: error: invalid range, cannot be negative",
        "huge bit range => def X { bits<4> b = 0; bits<2> c = b{3...2147483647}; } => main.td:1:37: error: Invalid bit range for value",
        "huge foreach range => foreach i = 0...2147483647 in def X#i; => main.td:1:13: error: range would produce 2147483648 elements (at most 10000000 are allowed)",
        "con of different dags => def a; def b; def X { dag d = !con((a), (b)); } => main.td:1:31: error: Concatenated Dag operators do not match: '(a)' vs. '(b)'",
    })
    void reportsOneLocatedError(String name, String text, String expectedPrefix) {
        MemoryFiles files = new MemoryFiles().put("main.td", text.replace('|', '\n')).put("b.td", "include \"main.td\"\n");
        Evaluation ev = assertTimeoutPreemptively(Duration.ofSeconds(30), () ->
                TableGen.evaluate(Path.of("main.td"), new TableGenOptions(Path.of("").toAbsolutePath(), List.of(), List.of(), files)));
        assertFalse(ev.succeeded(), name);
        Diagnostic first = ev.diagnostics().get(0);
        assertTrue(first.headline().startsWith(expectedPrefix), () -> "got: " + first.headline());
    }

    @ParameterizedTest(name = "binary garbage seed {0}")
    @CsvSource({"1", "2", "3", "4", "5"})
    void binaryGarbageGivesADiagnostic(long seed) {
        java.util.Random r = new java.util.Random(seed);
        char[] cs = new char[20_000];
        for (int i = 0; i < cs.length; i++) cs[i] = (char) r.nextInt(256);
        MemoryFiles files = new MemoryFiles().put("main.td", new String(cs));
        Evaluation ev = assertTimeoutPreemptively(Duration.ofSeconds(30), () ->
                TableGen.evaluate(Path.of("main.td"), new TableGenOptions(Path.of("").toAbsolutePath(), List.of(), List.of(), files)));
        assertFalse(ev.succeeded());
        assertTrue(ev.diagnostics().get(0).loc().isKnown(), () -> ev.diagnostics().get(0).headline());
    }

    @ParameterizedTest(name = "{0} levels of nested lists")
    @CsvSource({"1000", "5000"})
    void deepValueNestingEvaluatesOrIsReported(int depth) {
        String text = "def X { list<list<int>> l = " + "[".repeat(depth) + "]".repeat(depth) + "; }";
        MemoryFiles files = new MemoryFiles().put("main.td", text);
        Evaluation ev = assertTimeoutPreemptively(Duration.ofSeconds(60), () ->
                TableGen.evaluate(Path.of("main.td"), new TableGenOptions(Path.of("").toAbsolutePath(), List.of(), List.of(), files)));
        // either a type error or a nesting diagnostic, always located, never an exception
        assertFalse(ev.diagnostics().isEmpty());
        assertTrue(ev.diagnostics().get(0).loc().isKnown(), () -> ev.diagnostics().get(0).headline());
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {"assert 0, \"a\";|assert 0, \"b\"; => 2"})
    void errorsTheReferenceContinuesAfterAreAllReported(String text, int count) {
        MemoryFiles files = new MemoryFiles().put("main.td", text.replace('|', '\n'));
        Evaluation ev = TableGen.evaluate(Path.of("main.td"), new TableGenOptions(Path.of("").toAbsolutePath(), List.of(), List.of(), files));
        assertEquals(count, ev.diagnostics().size());
        assertTrue(ev.records() != null);
    }
}
