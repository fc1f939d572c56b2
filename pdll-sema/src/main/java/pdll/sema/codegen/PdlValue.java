package pdll.sema.codegen;

/** An SSA value of the generated PDL: result {@code index} of {@code op}, of a {@code !pdl.…} type. */
public final class PdlValue {
    final PdlOp op;
    final int index;
    final String type;

    PdlValue(PdlOp op, int index, String type) {
        this.op = op;
        this.index = index;
        this.type = type;
    }

    public String type() {
        return type;
    }
}
