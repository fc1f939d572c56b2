package pdll.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** No input crashes, hangs or overflows the stack; big files parse in linear time. */
class RobustnessTest {
    static final boolean LONG = "long".equals(System.getProperty("pdll.test.mode"));

    private static SyntaxTree parseOnSmallStack(String text) {
        // the parser's recursion is bounded by ParseOptions.maxNesting, so a small stack is enough
        SyntaxTree[] result = new SyntaxTree[1];
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = PdllParser.parse("deep.pdll", text);
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "small-stack", 512 * 1024);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        if (failure[0] != null) throw new AssertionError("parser threw", failure[0]);
        return result[0];
    }

    @Test
    void deepNestingIsADiagnostic() {
        for (String[] open : new String[][] {
                {"Pattern => erase op<a.b>(", ")", ";"}, {"Pattern => replace op<a.b> with ((", ")", ");"},
                {"Pattern ", "{", "}"}, {"Pattern { let x = (", "(", ""}, {"Pattern { ", "Constraint(x: Value) {", "}"},
                {"Pattern { let x: ", "[Constraint(y: ", ""}}) {
            String text = open[0] + open[1].repeat(10_000) + "x" + (open[1].equals("{") ? "}".repeat(10_000) : "") + open[2];
            SyntaxTree tree = parseOnSmallStack(text);
            assertTrue(tree.hasErrors(), "nesting of 10000 must be reported: " + open[0]);
        }
        String ok = "Pattern => erase op<a.b>(" + "op<a.b>(".repeat(100) + ")".repeat(101) + ";";
        assertEquals(List.of(), PdllParser.parse("ok.pdll", ok).diagnostics());
    }

    @Test
    void randomBytesNeverThrow() {
        Random rnd = new Random(42);
        String alphabet = "Pattern Constraint Rewrite let erase replace rewrite with not op attr type Value Op _ "
                + "{}()[]<>;:,.=-/\"#\\\n\t [{ }] 0123456789 é \uD83D\uDE00 // /// -> =>";
        int n = LONG ? 20_000 : 2_000;
        for (int i = 0; i < n; i++) {
            StringBuilder sb = new StringBuilder();
            int len = rnd.nextInt(200);
            for (int j = 0; j < len; j++) sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
            SyntaxTree t = PdllParser.parse("fuzz.pdll", sb.toString());
            for (Diagnostic d : t.diagnostics()) assertTrue(d.offset() >= 0 && d.offset() <= sb.length());
        }
    }

    @Test
    void twentyMegabytesParseInLinearTime() {
        String unit = "/// doc\nConstraint C%d(v: Value) -> Value => v;\n"
                + "Pattern P%d with benefit(2) {\n  let root = op<arith.addi>(x: Value, _: Value) {a = attr<\"1 : i64\">} -> (type<\"i64\">);\n"
                + "  replace root with (x);\n}\n";
        StringBuilder small = new StringBuilder();
        for (int i = 0; small.length() < 2_000_000; i++) small.append(String.format(unit, i, i));
        String big = small.toString().repeat(10); // 20 MB
        PdllParser.parse("warm.pdll", small.toString());
        // this thread's CPU time: on a busy machine (CI, parallel builds) wall time measures the neighbours
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long t0 = cpu.getCurrentThreadCpuTime();
        SyntaxTree s = PdllParser.parse("small.pdll", small.toString());
        long t1 = cpu.getCurrentThreadCpuTime();
        SyntaxTree b = PdllParser.parse("big.pdll", big);
        long t2 = cpu.getCurrentThreadCpuTime();
        assertFalse(s.hasErrors());
        assertFalse(b.hasErrors());
        double ratio = (double) (t2 - t1) / Math.max(1, t1 - t0);
        System.out.printf("pdll-parser: 2 MB in %.0f ms, 20 MB in %.0f ms CPU (ratio %.1f)%n", (t1 - t0) / 1e6, (t2 - t1) / 1e6, ratio);
        assertTrue(ratio < 60, "20 MB took " + ratio + "x the time of 2 MB: not linear");
    }
}
