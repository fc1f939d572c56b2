package pdll.ide.td;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.base.io.FileAccess;
import pdll.ide.files.OverlayFiles;
import pdll.tablegen.Evaluation;
import pdll.tablegen.ParseCache;
import pdll.tablegen.Resumable;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.cache.ClosureCache;
import pdll.tablegen.eval.Record;

/**
 * While a document has an error, each edit's recovery runs (which blank the statements in error
 * and evaluate past them) resume from the previous version's last recovery run and replay the
 * statements the edit left alone; what they find is what recovery from scratch finds.
 */
class TdRecoveryResumeTest {

    private static List<String> errors(TdDiagnostics.Found f) {
        List<String> out = new ArrayList<>();
        for (TdDiagnostics.Located l : f.errors()) out.add(l.diagnostic().headline());
        return out;
    }

    @Test
    void recoveryRunsResumeAndReplayAndFindWhatAFreshRecoveryFinds(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("lib.td"), "class Base<int n> { int v = n; }\n");
        Path main = dir.resolve("main.td");
        OverlayFiles files = new OverlayFiles(FileAccess.DISK);
        TableGenOptions options = new TableGenOptions(dir, List.of(dir), List.of(), files);
        ParseCache parses = new ParseCache();
        ClosureCache closures = new ClosureCache(4, parses);
        StringBuilder tail = new StringBuilder();
        for (int i = 0; i < 40; i++) tail.append("def D").append(i).append(" : Base<").append(i).append(">;\n");
        tail.append("def R { int w = D7.v; }\ndef Q : Missing;\n");
        List<Resumable> recoveries = List.of();
        String name = "def Broken";
        for (int k = 0; k < 6; k++) {
            name += "x";
            // a line more above the error each time: the replayed records are a line further down
            String text = "include \"lib.td\"\ndef A : Base<1>;\n" + "// typing\n".repeat(k) + name + "\n" + tail;
            files.open(main, text);
            Evaluation first = closures.evaluate(main, options);
            TdDiagnostics.Found found = TdDiagnostics.all(main, options, first, parses, recoveries,
                    closures.last(main, options), () -> false);
            TdDiagnostics.Found fresh = TdDiagnostics.all(main, options, first, new ParseCache(), List.of(), null, () -> false);
            assertEquals(errors(fresh), errors(found), "keystroke " + k);
            assertEquals(2, found.errors().size(), errors(found).toString());
            Record r = found.last().records().getDef("R");
            assertEquals(7L, r.intValue("w"));
            assertEquals(44 + k, found.last().inputs().current(r.loc()).line());
            // two runs: one past the syntax error, one past Q's error too; each resumed from its
            // counterpart of the previous keystroke, replaying the 42 statements the edit left alone
            assertEquals(2, found.recoveries().size());
            if (k > 0) {
                for (Resumable run : found.recoveries()) {
                    assertTrue(run.resumedAt() >= 0, "keystroke " + k + ": recovery evaluated in full");
                    assertTrue(run.replayed() >= 40, "keystroke " + k + ": replayed " + run.replayed());
                }
            }
            recoveries = found.recoveries();
            closures.keep(main, options, found.recovery());
        }
    }

    /**
     * A def typed keystroke by keystroke (brackets and quotes closed as an editor closes them) at
     * the top, in the middle and at the end of real MLIR files: each keystroke's errors, found by
     * an evaluation resumed from the last recovery run, recovery runs resumed from the previous
     * keystroke's and statements read again only around the edit, are those of a fresh evaluation
     * and recovery, at the same places (the headline carries file, line and column).
     */
    @Test
    void typingADefInMlirFilesFindsWhatAFreshRecoveryFinds() throws IOException {
        Path root = pdll.tablegen.bench.ReferenceTools.mlirIncludeDir().orElse(null);
        org.junit.jupiter.api.Assumptions.assumeTrue(root != null, "MLIR .td files not found: " + pdll.tablegen.bench.ReferenceTools.INSTALL_HINT);
        String typed = "def Typed : Arith_Op<\"typed\", [Pure]> { let summary = \"s\"; }";
        int checked = 0;
        for (String rel : List.of("mlir/Dialect/Arith/IR/ArithOps.td", "mlir/Dialect/Func/IR/FuncOps.td")) {
            Path main = root.resolve(rel);
            String text = Files.readString(main);
            int top = text.indexOf("\ndef ") + 1, mid = text.indexOf("\ndef ", text.length() / 2) + 1, end = text.lastIndexOf("#endif");
            for (int at : List.of(top, mid, end)) {
                OverlayFiles files = new OverlayFiles(FileAccess.DISK);
                TableGenOptions options = new TableGenOptions(main.getParent(), List.of(root), List.of(), files);
                ParseCache parses = new ParseCache();
                ClosureCache closures = new ClosureCache(4, parses);
                files.open(main, text);
                closures.evaluate(main, options);
                List<Resumable> recoveries = List.of();
                TdDiagnostics.Statements statements = TdDiagnostics.Statements.NONE;
                for (String line : EditorTyping.keystrokes(typed)) {
                    String now = text.substring(0, at) + line + "\n" + text.substring(at);
                    files.open(main, now);
                    Evaluation first = closures.evaluate(main, options);
                    TdDiagnostics.Found found = TdDiagnostics.all(main, options, first, parses, recoveries, statements,
                            closures.last(main, options), () -> false);
                    OverlayFiles freshFiles = new OverlayFiles(FileAccess.DISK);
                    freshFiles.open(main, now);
                    TableGenOptions freshOptions = new TableGenOptions(main.getParent(), List.of(root), List.of(), freshFiles);
                    ParseCache freshParses = new ParseCache();
                    Evaluation freshFirst = pdll.tablegen.TableGen.evaluate(main, freshOptions, freshParses);
                    TdDiagnostics.Found fresh = TdDiagnostics.all(main, freshOptions, freshFirst, freshParses, List.of(), null, () -> false);
                    assertEquals(errors(fresh), errors(found), rel + " at " + at + " typed " + line);
                    checked++;
                    recoveries = found.recoveries();
                    statements = found.statements();
                    if (found.recovery() != null) closures.keep(main, options, found.recovery());
                }
            }
        }
        assertTrue(checked > 100, checked + " keystrokes checked");
    }
}
