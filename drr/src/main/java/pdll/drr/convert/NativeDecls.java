package pdll.drr.convert;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The native Constraints and Rewrites a converted file declares, one per distinct signature and
 * body: patterns that use a DRR constraint or NativeCodeCall the same way share one declaration,
 * named after the DRR def where it has one.
 */
final class NativeDecls {

    /** A parameter: its PDLL name and type. */
    record Param(String name, String type) {}

    /**
     * @param keyword {@code Constraint} or {@code Rewrite}
     * @param result the Rewrite's result type ({@code Value}, {@code Attr}, {@code Type}), {@code null} for none
     * @param comment where the C++ comes from, written above the declaration
     */
    record Decl(String keyword, String name, List<Param> params, String result, List<String> body, String comment) {}

    private final Map<String, String> nameByContent = new HashMap<>();
    private final Map<String, Decl> declared = new LinkedHashMap<>();
    private final Set<String> reserved;

    /** @param reserved names the file may not use for a declaration (imported ODS constraints, PDLL keywords) */
    NativeDecls(Set<String> reserved) {
        this.reserved = new HashSet<>(reserved);
    }

    /**
     * The name of a declaration with these parameters, result and body: an existing one with the
     * same content, else a new one named {@code baseName} (made unique).
     */
    String declare(String keyword, String baseName, List<Param> params, String result, List<String> body, String comment) {
        for (String line : body) {
            if (line.contains("}]")) throw new Unsupported("native code", "its C++ contains `}]`, which ends a PDLL code block");
        }
        StringBuilder key = new StringBuilder(keyword).append('(');
        for (Param p : params) key.append(p.type()).append(',');
        key.append(")->").append(result).append('\n').append(String.join("\n", body));
        String k = key.toString();
        String existing = nameByContent.get(k);
        if (existing != null) return existing;
        String name = CppCode.identifier(baseName);
        if (declared.containsKey(name) || reserved.contains(name)) {
            int n = 1;
            while (declared.containsKey(name + "_" + n) || reserved.contains(name + "_" + n)) n++;
            name = name + "_" + n;
        }
        declared.put(name, new Decl(keyword, name, List.copyOf(params), result, List.copyOf(body), comment));
        nameByContent.put(k, name);
        return name;
    }

    /** A point to come back to: {@link #rollback} forgets what was declared after it. */
    int mark() {
        return declared.size();
    }

    /** Forgets the declarations made after {@code mark} (a record that did not convert after all). */
    void rollback(int mark) {
        List<String> names = new ArrayList<>(declared.keySet());
        for (int i = names.size() - 1; i >= mark; i--) {
            Decl d = declared.remove(names.get(i));
            nameByContent.values().remove(d.name());
        }
    }

    boolean isEmpty() {
        return declared.isEmpty();
    }

    List<Decl> all() {
        return new ArrayList<>(declared.values());
    }

    /** The declarations as PDLL text, in the order they were first needed. */
    String render() {
        StringBuilder sb = new StringBuilder();
        for (Decl d : declared.values()) {
            if (d.comment() != null && !d.comment().isBlank()) {
                for (String line : d.comment().split("\n")) sb.append("// ").append(line).append('\n');
            }
            sb.append(d.keyword()).append(' ').append(d.name()).append('(');
            for (int i = 0; i < d.params().size(); i++) {
                if (i > 0) sb.append(", ");
                sb.append(d.params().get(i).name()).append(": ").append(d.params().get(i).type());
            }
            sb.append(')');
            if (d.result() != null) sb.append(" -> ").append(d.result());
            sb.append(" [{\n");
            for (String line : d.body()) sb.append("  ").append(line).append('\n');
            sb.append("}];\n");
        }
        return sb.toString();
    }
}
