package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pdll.sema.ast.Decl;

/**
 * One level of declarations. Lookup walks outwards, and so does the redefinition check: like the
 * reference, a name may not shadow any visible declaration, top-level ones included.
 */
final class Scope {
    final Scope parent;
    private final Map<String, Decl> decls = new LinkedHashMap<>();

    Scope(Scope parent) {
        this.parent = parent;
    }

    Decl lookup(String name) {
        for (Scope s = this; s != null; s = s.parent) {
            Decl d = s.decls.get(name);
            if (d != null) return d;
        }
        return null;
    }

    /** The declaration of a name in this scope only. */
    Decl get(String name) {
        return decls.get(name);
    }

    void define(String name, Decl decl) {
        decls.put(name, decl);
    }

    Collection<Decl> local() {
        return decls.values();
    }

    /** Every visible name, innermost first, each once. */
    List<Decl> visible() {
        Map<String, Decl> all = new LinkedHashMap<>();
        for (Scope s = this; s != null; s = s.parent) s.decls.forEach(all::putIfAbsent);
        return new ArrayList<>(all.values());
    }
}
