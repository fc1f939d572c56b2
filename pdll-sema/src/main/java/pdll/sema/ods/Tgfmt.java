package pdll.sema.ods;

/**
 * The placeholders of mlir-tblgen's format strings (tgfmt), as ODS predicates and DRR's C++ write
 * them: {@code $$} is a dollar, {@code $name} a placeholder (the letters, digits and underscores
 * after the dollar), a dollar before anything else itself. What a placeholder becomes is the
 * caller's: ODS's predicates bind only {@code $_self}, DRR's calls also numbered arguments.
 */
public final class Tgfmt {
    private Tgfmt() {}

    /** What a placeholder becomes. */
    @FunctionalInterface
    public interface Substitution {
        /**
         * Appends to {@code out} what placeholder {@code name} (without its dollar), which ends at
         * {@code end} of {@code text}, becomes; returns where the scan goes on: {@code end}, or past
         * what the substitution took as its own ({@code ...} after a DRR argument number).
         */
        int replace(String name, String text, int end, StringBuilder out);
    }

    /** {@code text} with each placeholder as {@code substitution} has it. */
    public static String format(String text, Substitution substitution) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        int i = 0;
        while (i < text.length()) {
            char ch = text.charAt(i);
            if (ch != '$') {
                out.append(ch);
                i++;
            } else if (i + 1 < text.length() && text.charAt(i + 1) == '$') {
                out.append('$');
                i += 2;
            } else {
                int j = i + 1;
                while (j < text.length() && isNameChar(text.charAt(j))) j++;
                if (j == i + 1) {
                    out.append('$');
                    i++;
                } else {
                    i = substitution.replace(text.substring(i + 1, j), text, j, out);
                }
            }
        }
        return out.toString();
    }

    /** Whether {@code text} uses placeholder {@code name} (a {@code $$} is a dollar, not a placeholder). */
    public static boolean uses(String text, String name) {
        boolean[] found = {false};
        format(text, (n, t, end, out) -> {
            if (n.equals(name)) found[0] = true;
            return end;
        });
        return found[0];
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
