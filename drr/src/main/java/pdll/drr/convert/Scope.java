package pdll.drr.convert;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The symbols of one pattern and the PDLL names they get. Text that mentions a symbol holds a
 * marker for it ({@link #ref}); {@link #render} writes the symbol's declaration
 * ({@code x: Value<_: I32>}) at its first mention in the finished pattern and its plain name at
 * the others, so the declaration lands wherever the text ends up first naming it.
 */
final class Scope {
    private static final char OPEN = '\u0001';
    private static final char CLOSE = '\u0002';

    /** Words PDLL reserves: a DRR symbol with one of these names gets a trailing underscore. */
    static final Set<String> KEYWORDS = Set.of("Attr", "Constraint", "Op", "OpName", "Pattern", "Rewrite", "Type",
            "TypeRange", "Value", "ValueRange", "attr", "benefit", "erase", "let", "not", "op", "recursion", "replace",
            "return", "rewrite", "type", "with", "_");

    private final Map<String, Sym> byDrrName = new LinkedHashMap<>();
    private final Map<String, Sym> byPdll = new LinkedHashMap<>();
    private final Set<String> used = new HashSet<>();

    Sym lookup(String drrName) {
        return byDrrName.get(drrName);
    }

    /** A new symbol for DRR's {@code $drrName} (or an internal one when {@code drrName} is {@code null}). */
    Sym bind(String drrName, String preferred, Sym.Kind kind) {
        Sym s = new Sym(drrName, fresh(preferred), kind);
        if (drrName != null) byDrrName.put(drrName, s);
        byPdll.put(s.pdll, s);
        return s;
    }

    /** A PDLL name not yet used in the pattern, as close to {@code preferred} as it can be. */
    String fresh(String preferred) {
        String base = CppCode.identifier(preferred);
        if (KEYWORDS.contains(base)) base = base + "_";
        String name = base;
        for (int n = 1; !used.add(name); n++) name = base + n;
        return name;
    }

    /** The marker for a symbol's mention in text. */
    static String ref(Sym s) {
        return OPEN + s.pdll + CLOSE;
    }

    /** The statements with every marker replaced: the first mention declares the symbol. */
    String render(List<String> statements, Set<String> declaredAlready, StringBuilder out, String indent) {
        Set<String> declared = new HashSet<>(declaredAlready);
        for (String st : statements) out.append(indent).append(render(st, declared)).append('\n');
        return out.toString();
    }

    String render(String text, Set<String> declared) {
        StringBuilder sb = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c != OPEN) {
                sb.append(c);
                i++;
                continue;
            }
            int j = text.indexOf(CLOSE, i);
            String name = text.substring(i + 1, j);
            Sym s = byPdll.get(name);
            if (s != null && !s.created && s.kind != Sym.Kind.OP && declared.add(name)) {
                sb.append(name).append(": ").append(s.declType());
            } else {
                sb.append(name);
            }
            i = j + 1;
        }
        return sb.toString();
    }
}
