package pdll.sema.ods;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The ODS context of one PDLL document: the imports of its {@code #include}s merged the way the
 * reference merges them (operations keyed by full name, the first wins; attribute and type
 * constraints keyed by unique name, the first wins; a native constraint declaration is created
 * only for a name not yet declared in the document's scope). Built by one analysis run, then
 * treated as an immutable snapshot; not thread-safe while being built.
 */
public final class OdsContext {

    private final Map<String, OdsOperation> operations = new LinkedHashMap<>();
    private final Map<String, OdsConstraint> attrConstraints = new LinkedHashMap<>();
    private final Map<String, OdsConstraint> typeConstraints = new LinkedHashMap<>();
    private final Map<String, ImportedConstraint> decls = new LinkedHashMap<>();

    /**
     * Merges an import and returns the native constraint declarations it adds to the scope, in
     * order: those whose names are neither in {@code declaredNames} (names the document declared
     * before the include) nor created by an earlier import.
     */
    public List<ImportedConstraint> add(OdsImport imp, Set<String> declaredNames) {
        for (OdsOperation op : imp.operations()) operations.putIfAbsent(op.name(), op);
        for (OdsConstraint c : imp.constraints()) {
            (c.kind() == OdsConstraint.Kind.ATTRIBUTE ? attrConstraints : typeConstraints).putIfAbsent(c.uniqueName(), c);
        }
        List<ImportedConstraint> added = new ArrayList<>();
        for (ImportedConstraint d : imp.constraintDecls()) {
            if (declaredNames.contains(d.name()) || decls.containsKey(d.name())) continue;
            decls.put(d.name(), d);
            added.add(d);
        }
        return added;
    }

    public List<ImportedConstraint> add(OdsImport imp) {
        return add(imp, Set.of());
    }

    public OdsOperation lookupOperation(String name) {
        return operations.get(name);
    }

    /** Every operation, in insertion order. */
    public Collection<OdsOperation> operations() {
        return Collections.unmodifiableCollection(operations.values());
    }

    /** Dialect name → its operations sorted by full name, dialects sorted by name. */
    public Map<String, List<OdsOperation>> dialects() {
        Map<String, TreeMap<String, OdsOperation>> byDialect = new TreeMap<>();
        for (OdsOperation op : operations.values()) {
            byDialect.computeIfAbsent(op.dialect(), k -> new TreeMap<>()).put(op.name(), op);
        }
        Map<String, List<OdsOperation>> out = new LinkedHashMap<>();
        byDialect.forEach((d, ops) -> out.put(d, List.copyOf(ops.values())));
        return out;
    }

    /** Attribute constraints sorted by unique name. */
    public List<OdsConstraint> attributeConstraints() {
        return List.copyOf(new TreeMap<>(attrConstraints).values());
    }

    /** Type constraints sorted by unique name. */
    public List<OdsConstraint> typeConstraints() {
        return List.copyOf(new TreeMap<>(typeConstraints).values());
    }

    /** Every native constraint declaration created so far, in declaration order. */
    public List<ImportedConstraint> constraintDecls() {
        return List.copyOf(decls.values());
    }
}
