package pdll.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.eclipse.lsp4j.Position;
import org.junit.jupiter.api.Test;

/** The fuzzer's own pieces: determinism, raw bytes, trace detection, minimizer, options, positions. */
class FuzzPartsTest {
    @Test
    void aCaseIsAFunctionOfTheSeedAndItsNumber() {
        Seed pdll = new Seed(java.nio.file.Path.of("/x/a.pdll"), "Pattern {\n  erase op<a.b>;\n}\n", Seed.Kind.PDLL);
        Seed drr = new Seed(java.nio.file.Path.of("/x/a.td"),
                "def P : Pat<(Arith_AddIOp $a, (Arith_ExtSIOp $b), $f), (replaceWithValue $a)>;\n", Seed.Kind.DRR);
        for (Seed s : List.of(pdll, drr)) {
            Mutator m = new Mutator(List.of(s));
            for (long i = 0; i < 100; i++) {
                assertEquals(m.mutate(Fuzzer.caseRandom(3, i), s.text(), s.kind()), m.mutate(Fuzzer.caseRandom(3, i), s.text(), s.kind()));
            }
        }
        assertEquals("drr", Fuzzer.targetOf(FuzzOptions.DRR, 0));
        assertEquals("lsp-drr", Fuzzer.targetOf(FuzzOptions.DRR, 1));
        assertEquals("pdllc", Fuzzer.targetOf(FuzzOptions.ALL, 0));
        assertEquals("tablegen", Fuzzer.targetOf(FuzzOptions.ALL, 5));
        assertEquals("lsp", Fuzzer.targetOf(FuzzOptions.ALL, 8));
        assertEquals("lsp-td", Fuzzer.targetOf(FuzzOptions.ALL, 9));
    }

    @Test
    void escapedSurrogatesBecomeRawBytes() {
        assertArrayEquals(new byte[] {'a', (byte) 0xFF, 'b'}, RawBytes.encode("a" + RawBytes.raw(0xFF) + "b"));
        assertArrayEquals(new byte[] {(byte) 0xC0, (byte) 0x80}, RawBytes.encode(RawBytes.raw(0xC0, 0x80)));
        assertArrayEquals("\u00e9".getBytes(java.nio.charset.StandardCharsets.UTF_8), RawBytes.encode("\u00e9"));
        assertEquals("a\\xFF\\0", RawBytes.printable("a" + RawBytes.raw(0xFF) + "\0"));
    }

    @Test
    void javaFailuresAreToldFromDiagnostics() {
        assertNull(Traces.failureIn("a.pdll:1:1: error: expected `{`\nPattern\n^\n"));
        assertNull(Traces.failureIn("x.td:3:5: error: Variable not defined: 'FooError'\ndef FooError : X;\n"));
        assertNotNull(Traces.failureIn("pdllc: internal error: java.lang.NullPointerException\n"));
        assertNotNull(Traces.failureIn("Exception in thread \"main\" java.lang.IllegalStateException: x\n\tat pdll.a.B.c(B.java:1)\n"));
        assertNotNull(Traces.failureIn("boom\n\tat pdll.sema.X.y(X.java:12)\n"));
        String sig = Traces.signature("crash", "java.lang.NullPointerException\n\tat pdll.a.B.c(B.java:1)\n\tat pdll.a.D.e(D.java:2)\n");
        assertEquals("crash java.lang.NullPointerException < pdll.a.B.c < pdll.a.D.e", sig);
        assertEquals("internal-error java.lang.IndexOutOfBoundsException: Index N out of bounds for length N",
                Traces.signature("internal-error", "x.td:1:1: error: internal error: java.lang.IndexOutOfBoundsException: "
                        + "Index -1 out of bounds for length 4\nclass A;\n"));
        assertEquals("hang < pdll.a.B.c", Traces.signature("hang", "x\n\tat app//pdll.a.B.c(B.java:1)\n\tat pdll.a.D.e(D.java:2)\n"));
    }

    @Test
    void theMinimizerKeepsWhatTheFailureNeeds() {
        String input = "line one\nline two\nBOOM here\nline four\n";
        String small = Minimizer.minimize(input, s -> s.contains("BOOM"), 1000, 10_000);
        assertEquals("BOOM", small);
    }

    @Test
    void aHangIsStoppedAndReported() {
        Watchdog.Outcome<Integer> o = Watchdog.run("spin", 200, () -> {
            while (true) Thread.onSpinWait();
        });
        assertTrue(o.timedOut());
        assertTrue(Traces.stackTrace(o.stuckAt()).contains("FuzzPartsTest"));
        Watchdog.Outcome<Integer> t = Watchdog.run("throw", 5000, () -> {
            throw new IllegalStateException("x");
        });
        assertTrue(t.thrown() instanceof IllegalStateException);
    }

    @Test
    void options() throws Exception {
        FuzzOptions o = FuzzOptions.parse(new String[] {"--iterations", "5", "--seed=9", "--target", "lsp", "--timeout-ms=20"});
        assertEquals(5, o.iterations());
        assertEquals(9, o.seed());
        assertEquals(List.of("lsp"), o.targets());
        assertEquals(20, o.timeoutMs());
        assertEquals(100_000, FuzzOptions.parse(new String[0]).iterations());
        assertEquals(10_000, FuzzOptions.parse(new String[0]).timeoutMs());
        assertThrows(FuzzOptions.UsageError.class, () -> FuzzOptions.parse(new String[] {"--target", "gcc"}));
        assertEquals(List.of("drr", "lsp-drr"), FuzzOptions.parse(new String[] {"--target", "drr,lsp-drr"}).targets());
        assertEquals(List.of("pdllc", "tablegen", "lsp", "lsp-td", "drr"), FuzzOptions.parse(new String[] {"--target=all,drr"}).targets());
        assertThrows(FuzzOptions.UsageError.class, () -> FuzzOptions.parse(new String[] {"--target", "drr,"}));
        assertThrows(FuzzOptions.UsageError.class, () -> FuzzOptions.parse(new String[] {"--bogus"}));
    }

    @Test
    void positionsCountUtf16AndEveryLineBreak() {
        String doc = "ab\r\ncd\re\u00e9\uD83D\uDE00x\n";
        assertEquals(new Position(1, 0), Documents.positionAt(doc, 4));
        assertEquals(new Position(2, 0), Documents.positionAt(doc, 7));
        assertEquals(new Position(2, 4), Documents.positionAt(doc, 11));
        assertEquals(new Position(2, 5), Documents.positionAt(doc, 12));
        assertEquals(new Position(3, 0), Documents.positionAt(doc, doc.length()));
    }
}
