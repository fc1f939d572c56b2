package pdll.tablegen;

import java.nio.file.Path;

/** Entry point of the TableGen front end: evaluate a main file with its includes. Never throws. */
public final class TableGen {
    private TableGen() {}

    public static Evaluation evaluate(Path mainFile, TableGenOptions options) {
        throw new UnsupportedOperationException("evaluator lands in the next commit");
    }
}
