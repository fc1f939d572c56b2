package pdll.ide.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import pdll.ide.Ide;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Analyzer;
import pdll.ide.config.IncludeConfig;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.index.OpIndexes;
import pdll.ide.document.DocumentStore;
import pdll.syntax.ParseOptions;
import pdll.tablegen.cache.TdCaches;

/** {@code pdll/viewOutput}, through the façade, reads includes as the analysis does: an open buffer before the disk, also in a split document. */
class ViewOutputTest {
    final MemoryFiles disk = new MemoryFiles().put("/w/lib.pdll", "Constraint OnDisk(v: Value);\n");
    final OverlayFiles files = new OverlayFiles(disk);
    final DocumentStore store = new DocumentStore(files, ParseOptions.DEFAULT);
    final Ide ide = new Ide(files, OpIndexes.NONE);
    final Analyzer analyzer = new Analyzer(files, new IncludeConfig(files, m -> { }), TdCaches.CLI);

    static final String DOC = """
            Pattern => erase op<a.b>;
            // -----
            #include "lib.pdll"
            Pattern {
              let v: Value;
              InBuffer(v);
              erase op<a.c>(v);
            }
            """;

    @Test
    void aSplitDocumentSeesTheUnsavedBufferOfAnIncludedFile() {
        store.open("file:///w/lib.pdll", 1, "Constraint InBuffer(v: Value);\n");
        Analysis a = analyzer.analyze(store.open("file:///w/doc.pdll", 1, DOC), () -> false);
        // with the disk's lib.pdll, InBuffer would be undefined and the part would show that error
        String second = ide.viewOutput(a, "mlir").split("\n// -----\n\n")[1];
        assertEquals("""
                module {
                  pdl.pattern : benefit(0) {
                    %0 = operand loc(#loc2)
                    apply_native_constraint "InBuffer"(%0 : !pdl.value) loc(#loc3)
                    %1 = types loc(#loc4)
                    %2 = operation "a.c"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc4)
                    rewrite %2 {
                      erase %2 loc(#loc5)
                    } loc(#loc5)
                  } loc(#loc1)
                } loc(#loc)
                #loc = loc("/w/doc.pdll":2:1)
                #loc1 = loc("/w/doc.pdll":3:1)
                #loc2 = loc("/w/doc.pdll":4:7)
                #loc3 = loc("/w/doc.pdll":5:3)
                #loc4 = loc("/w/doc.pdll":6:9)
                #loc5 = loc("/w/doc.pdll":6:3)
                """, second);
    }

    @Test
    void aVerifierFailureShowsItsPartsLocationTheSourceLineAndACaret() {
        String doc = "Pattern => erase op<a.b>;\n// -----\nPattern {\n  let v: Value;\n  erase op<a.c>;\n}\n";
        Analysis a = analyzer.analyze(store.open("file:///w/doc.pdll", 1, doc), () -> false);
        String second = ide.viewOutput(a, "mlir").split("\n// -----\n\n")[1];
        assertEquals("""
                /w/doc.pdll:3:7: error: 'pdl.operand' op expected a bindable user when defined in the matcher body of a `pdl.pattern`
                  let v: Value;
                      ^
                """, second);
    }
}
