package pdll.sema.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One operation of the generated PDL: its results, its location, how its text after
 * {@code %x = } reads (given the names of values), and the operations of its region for
 * {@code pdl.pattern} and {@code pdl.rewrite}.
 */
public final class PdlOp {
    final List<PdlValue> results = new ArrayList<>();
    final Loc loc;
    /** The PDLL source the op was generated for (what {@link #loc} names), for editors. */
    final pdll.sema.ast.SourceRange range;
    final Function<Function<PdlValue, String>, String> text;
    final List<PdlOp> region;
    /** Whether SSA numbering restarts inside (a {@code pdl.pattern} is isolated from above). */
    final boolean isolated;
    /** The op name, e.g. {@code pdl.operand}, and its SSA operands: what the verifier looks at. */
    final String kind;
    final List<PdlValue> operands;
    /** Facts the verifier needs: {@code value} (a constant attribute/type), {@code name} (an operation's name), {@code benefit}. */
    final java.util.Map<String, Object> props = new java.util.HashMap<>();

    /** A source location as the reference prints it: {@code loc("file":line:col)}. */
    public record Loc(String file, int line, int column) {
        @Override
        public String toString() {
            return "loc(\"" + file + "\":" + line + ":" + column + ")";
        }
    }

    PdlOp(String kind, List<PdlValue> operands, pdll.sema.ast.SourceRange range, Loc loc, List<String> resultTypes,
          Function<Function<PdlValue, String>, String> text, List<PdlOp> region, boolean isolated) {
        this.kind = kind;
        this.operands = List.copyOf(operands);
        this.loc = loc;
        this.range = range;
        this.text = text;
        this.region = region;
        this.isolated = isolated;
        for (int i = 0; i < resultTypes.size(); i++) results.add(new PdlValue(this, i, resultTypes.get(i)));
    }

    PdlValue result() {
        return results.get(0);
    }
}
