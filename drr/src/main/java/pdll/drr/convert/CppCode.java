package pdll.drr.convert;

import java.util.List;
import pdll.sema.ods.OdsImporter;
import pdll.sema.ods.Tgfmt;
import pdll.tablegen.eval.Record;

/**
 * The C++ of DRR's predicates and native code calls, rewritten for PDLL's native Constraints and
 * Rewrites: positional placeholders ({@code $0}, {@code $1...}) become the parameters' C++
 * expressions, {@code $_builder} the rewriter, {@code $_loc} the location DRR would use.
 */
final class CppCode {
    private CppCode() {}

    /**
     * {@code text} with DRR's placeholders replaced, as mlir-tblgen's formatter does: {@code $$} is a
     * dollar, {@code $N} the N-th argument, {@code $N...} the arguments from N on (comma-separated),
     * {@code $_self}, {@code $_builder} and {@code $_loc} the given expressions. A placeholder with
     * nothing to replace it (a {@code null} expression, an argument past the end) is an
     * {@link Unsupported}, since the C++ would not compile.
     */
    static String format(String text, List<String> args, String self, String builder, String loc) {
        return Tgfmt.format(text, (ph, t, end, out) -> {
            String rep;
            int next = end;
            if (ph.chars().allMatch(Character::isDigit)) {
                int n = Integer.parseInt(ph);
                if (t.startsWith("...", end)) {
                    next += 3;
                    rep = n >= args.size() ? "" : String.join(", ", args.subList(n, args.size()));
                } else {
                    if (n >= args.size()) {
                        throw new Unsupported("NativeCodeCall", "`$" + n + "` in `" + oneLine(t) + "` but only " + args.size() + " argument(s)");
                    }
                    rep = args.get(n);
                }
            } else {
                rep = switch (ph) {
                    case "_self" -> self;
                    case "_builder" -> builder;
                    case "_loc" -> loc;
                    default -> null;
                };
                if (rep == null) {
                    throw new Unsupported("placeholder", "`$" + ph + "` in `" + oneLine(t) + "` has no value here");
                }
            }
            out.append(rep);
            return next;
        });
    }

    /** Whether {@code text} uses the placeholder {@code $name} (a {@code $$} is a dollar, not a placeholder). */
    static boolean uses(String text, String name) {
        return Tgfmt.uses(text, name);
    }

    /** A DRR value as its author would write it, on one line ({@code (location $s)}, not {@code ?:$s}). */
    static String drrText(pdll.tablegen.eval.Value v) {
        return oneLine(pdll.tablegen.eval.ValueText.of(v).replace("?:$", "$"));
    }

    static String oneLine(String s) {
        String t = s.strip().replaceAll("\\s+", " ");
        return t.length() > 80 ? t.substring(0, 77) + "..." : t;
    }

    /** The C++ condition of a {@code Pred} record, rendered as ODS renders predicates, placeholders in place. */
    static String predicate(Record pred) {
        return OdsImporter.predicateCondition(pred);
    }

    /** An identifier for PDLL made from a name (DRR symbols and record names may hold other characters). */
    static String identifier(String name) {
        StringBuilder sb = new StringBuilder();
        for (char c : name.toCharArray()) sb.append(Character.isLetterOrDigit(c) || c == '_' ? c : '_');
        if (sb.length() == 0 || Character.isDigit(sb.charAt(0))) sb.insert(0, '_');
        return sb.toString();
    }
}
