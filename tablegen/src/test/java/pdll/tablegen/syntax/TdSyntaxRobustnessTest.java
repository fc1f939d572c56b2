package pdll.tablegen.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashSet;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdll.base.diag.Severity;
import pdll.tablegen.ast.Expr;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.ast.Stmt;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.SourceFile;

/** Parsing never throws, never hangs and never overflows the stack, whatever the input. */
class TdSyntaxRobustnessTest {
    private static final boolean LONG = "long".equals(System.getProperty("pdll.test.mode"));

    private static ParsedFile parseQuickly(String text, Duration limit) {
        return assertTimeoutPreemptively(limit, () -> SyntaxTestSupport.parse(text));
    }

    private static void assertWellFormed(ParsedFile pf) {
        assertNotNull(pf.statements());
        long errors = pf.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).count();
        assertTrue(errors <= 1, pf.diagnostics().toString());
        for (Diagnostic d : pf.diagnostics()) {
            assertTrue(d.loc().isKnown(), d.toString());
            assertTrue(d.loc().offset() <= pf.source().text().length());
            assertNotNull(d.render());
        }
    }

    @Test
    void randomBytes() {
        Random r = new Random(42);
        for (int i = 0; i < (LONG ? 2000 : 200); i++) {
            byte[] b = new byte[r.nextInt(2000)];
            r.nextBytes(b);
            assertWellFormed(parseQuickly(new String(b, StandardCharsets.ISO_8859_1), Duration.ofSeconds(5)));
            assertWellFormed(parseQuickly(new String(b, StandardCharsets.UTF_8), Duration.ofSeconds(5)));
        }
    }

    /** Random sequences of TableGen tokens and fragments: reach deep into the grammar. */
    @Test
    void randomTokenSoup() {
        String[] pieces = {"def", "defm", "class", "multiclass", "let", "in", "foreach", "if", "then", "else",
            "defvar", "defset", "deftype", "assert", "dump", "include", "field", "int", "bit", "bits", "string",
            "code", "dag", "list", "X", "Y1", "0DT", "1", "-2", "+3", "0x1F", "0b10", "true", "false", "\"s\"",
            "\"a\\n\"", "[{c}]", "?", "$x", "!add", "!if", "!cond", "!foreach", "!foldl", "!cast", "!isa",
            "!instances", "!range", "!substr", "!getdagop", "!getdagarg", "!foo", "!", "<", ">", "{", "}", "[", "]",
            "(", ")", ",", ";", ":", "=", ".", "...", "..", "#", "-", "\n#define M\n", "\n#ifdef M\n",
            "\n#ifndef M\n", "\n#else\n", "\n#endif\n", "//c\n", "/*c*/", "/*", "\"", "[{", "@", "\0", "\u00e9",
            "\ud83d\ude00", "\n", " "};
        Random r = new Random(7);
        for (int i = 0; i < (LONG ? 20000 : 2000); i++) {
            StringBuilder sb = new StringBuilder();
            int n = r.nextInt(60);
            for (int k = 0; k < n; k++) sb.append(pieces[r.nextInt(pieces.length)]).append(r.nextBoolean() ? " " : "");
            assertWellFormed(parseQuickly(sb.toString(), Duration.ofSeconds(5)));
        }
    }

    @Test
    void deepNestingParsesOrFailsCleanly() {
        int n = 10_000;
        String[] deep = {
            "def A { list<int> x = " + "[".repeat(n) + "]".repeat(n) + "; }",
            "def A { dag x = " + "(a ".repeat(n) + ")".repeat(n) + "; }",
            "def A { bits<1> x = " + "{".repeat(n) + "0" + "}".repeat(n) + "; }",
            "def A { int x = " + "!add(".repeat(n) + "1" + ",1)".repeat(n) + "; }",
            "def A { string x = \"a\"" + " # \"b\"".repeat(n) + "; }",
            "def A { int x = " + "C<".repeat(n) + "1" + ">".repeat(n) + "; }",
            "class C { " + "list<".repeat(n) + "int" + ">".repeat(n) + " x; }",
            "let a = 1 in ".repeat(n) + "def X;",
            "foreach i = [1] in ".repeat(n) + "def X;",
            "if 1 then ".repeat(n) + "def X;",
            "let a = 1 in {".repeat(n) + "def X;" + "}".repeat(n),
        };
        for (String text : deep) {
            ParsedFile pf = parseQuickly(text, Duration.ofSeconds(30));
            assertWellFormed(pf);
            assertEquals("(ok)", SyntaxTestSupport.firstError(pf), text.substring(0, 40));
            assertEquals(1, pf.statements().size());
        }
        // unterminated: the error is reported, not a crash
        ParsedFile open = parseQuickly("def A { list<int> x = " + "[".repeat(n), Duration.ofSeconds(30));
        assertTrue(SyntaxTestSupport.firstError(open).contains("Unknown or reserved token when parsing a value"));
    }

    /**
     * A '[' after a dag operator is a slice of the operator, decided by that one token (as the
     * reference decides it). Predicting it by looking ahead walked the whole bracket and added a
     * DFA state per nesting level: a fuzzed file with dags nested 20,000 deep in such a bracket
     * took 15 s to parse cold. The decision's DFA must not grow with the nesting.
     */
    @Test
    void bracketAfterADagOperatorIsDecidedByOneToken() {
        int n = 20_000;
        String text = "def A { dag x = (Ar [(S $x, " + "(Op ".repeat(n) + "$x" + ")".repeat(n) + ", $e)]); }";
        ParsedFile pf = parseQuickly(text, Duration.ofSeconds(60));
        assertWellFormed(pf);
        assertEquals("(ok)", SyntaxTestSupport.firstError(pf));
        int states = 0;
        for (var dfa : TdParser._decisionToDFA) states = Math.max(states, dfa.states.size());
        assertTrue(states < 200, "a decision's DFA grew to " + states + " states");
    }

    @Test
    void absurdNestingIsAnErrorNotACrash() {
        int n = 300_000;
        ParsedFile pf = parseQuickly("def A { list<int> x = " + "[".repeat(n) + "]".repeat(n) + "; }",
                Duration.ofSeconds(60));
        assertWellFormed(pf);
        assertTrue(SyntaxTestSupport.firstError(pf).endsWith("error: nesting too deep"),
                SyntaxTestSupport.firstError(pf));
    }

    @Test
    void deepNestingOnASmallStackThread() throws Exception {
        ParsedFile[] out = new ParsedFile[1];
        Thread t = new Thread(null, () -> out[0] = SyntaxTestSupport.parse(
                "def A { list<int> x = " + "[".repeat(2000) + "]".repeat(2000) + "; }"), "small", 256 * 1024);
        t.start();
        t.join(60_000);
        assertNotNull(out[0]);
        assertEquals("(ok)", SyntaxTestSupport.firstError(out[0]));
    }

    @Test
    void fiftyMegabytesOfDefs() {
        String unit = "def Op@ : Base<\"x\", 1>, Traits<[A, B]> {\n"
                + "  let summary = \"op number @\";\n"
                + "  let description = [{\n    Some text (with parens) and `code`.\n  }];\n"
                + "  let arguments = (ins I32:$a, Variadic<AnyType>:$rest);\n"
                + "  string mnemonic = \"op\" # \"@\";\n"
                + "}\n";
        StringBuilder sb = new StringBuilder(51 << 20);
        int i = 0;
        while (sb.length() < (50 << 20)) sb.append(unit.replace("@", Integer.toString(i++)));
        String text = sb.toString();
        int defs = i;
        ParsedFile pf = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> TdSyntax.parse(SourceFile.of("big.td", text), new HashSet<>()));
        assertEquals("(ok)", SyntaxTestSupport.firstError(pf));
        assertEquals(defs, pf.statements().size());
        Stmt.Def last = (Stmt.Def) pf.statements().get(defs - 1);
        assertEquals("Op" + (defs - 1), ((Expr.Id) last.name()).name());
    }
}
