package pdll.sema.codegen;

/**
 * An SSA value of the generated PDL, of a {@code !pdl.…} type. Compared by identity: two values
 * of one type are different values; the op defining it holds it.
 */
public final class PdlValue {
    private final String type;

    PdlValue(String type) {
        this.type = type;
    }

    public String type() {
        return type;
    }
}
