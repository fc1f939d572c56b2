package pdll.drr.check;

/**
 * The positional placeholders of a NativeCodeCall's C++ template ({@code $0}, {@code $1...}).
 * One past the arguments the call is given is not an error to mlir-tblgen: it writes
 * {@code $N<no-subst-found>} into the generated C++, which then fails to compile, so it is
 * reported as a warning.
 */
final class NativeCodeTemplate {
    private NativeCodeTemplate() {}

    /** Warns about the first placeholder of {@code tree}'s template that {@code given} arguments do not fill. */
    static void checkPositional(PatternContext cx, PatternNode tree, int given) {
        int missing = firstUnfilled(tree.nativeCode(), given);
        if (missing < 0) return;
        cx.warn("NativeCodeCall '" + tree.nativeName() + "' refers to $" + missing + " but is given "
                + (given == 1 ? "1 argument" : given + " arguments") + " (the generated C++ will not compile)");
    }

    /** The same for a NativeCodeCall used as a leaf ({@code NCC:$x}), which is given no positional argument. */
    static void checkLeaf(PatternContext cx, PatternLeaf leaf) {
        String code = leaf.def() == null ? null : leaf.def().stringValue("expression");
        if (code == null) return;
        int missing = firstUnfilled(code, 0);
        if (missing < 0) return;
        String name = leaf.def().isAnonymous() ? "NativeCodeCall<\"" + code + "\">" : leaf.def().name();
        cx.warn("NativeCodeCall '" + name + "' used as a value refers to $" + missing
                + ", which only its $_self is given (the generated C++ will not compile)");
    }

    /** The index of the first {@code $N} or {@code $N...} with N at least {@code given}, or -1. */
    static int firstUnfilled(String template, int given) {
        for (int i = 0; i < template.length(); i++) {
            if (template.charAt(i) != '$') continue;
            if (i + 1 < template.length() && template.charAt(i + 1) == '$') {
                i++; // "$$" is a literal dollar
                continue;
            }
            int j = i + 1;
            while (j < template.length() && template.charAt(j) >= '0' && template.charAt(j) <= '9') j++;
            if (j == i + 1) continue;
            String digits = template.substring(i + 1, j);
            if (digits.length() > 9 || Integer.parseInt(digits) >= given) return digits.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(digits);
            i = j - 1;
        }
        return -1;
    }
}
