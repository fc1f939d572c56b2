package pdll.sema.analysis;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import pdll.sema.ast.Decl;

/**
 * One level of declarations. Lookup walks outwards ({@link Session#lookup}), and so does the
 * redefinition check: like the reference, a name may not shadow any visible declaration, top-level
 * ones included.
 */
final class Scope {
    final Scope parent;
    private final Map<String, Decl> decls = new LinkedHashMap<>();

    Scope(Scope parent) {
        this.parent = parent;
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

    /** The names this scope defines (a view). */
    Set<String> names() {
        return decls.keySet();
    }
}
