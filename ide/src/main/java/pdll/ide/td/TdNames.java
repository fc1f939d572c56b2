package pdll.ide.td;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import pdll.ide.td.TdFileIndex.Occurrence;
import pdll.ide.td.TdFileIndex.Role;
import pdll.ide.td.TdFileIndex.Scope;

/**
 * Name resolution over a document's include closure (the files its evaluation read, in the order
 * it read them): what a use names, as TableGen looks it up — inside a record or multiclass the
 * names declared there (template arguments, fields, defvars, loop variables) and the fields its
 * parent classes declare, transitively, then the enclosing blocks, then the global classes, defs,
 * multiclasses, defsets, defvars and types (the first declaration in evaluation order). A
 * statement-level {@code let} sets a field of the records in its block. Names made by pasting
 * ({@code NAME # "_x"}) have no written declaration; a def the evaluation produced under such a
 * name resolves to the evaluated record ({@link TdNavigation}).
 */
final class TdNames {
    private final List<TdFileIndex> files;
    private final Map<String, Occurrence> classes = new HashMap<>();
    private final Map<String, Occurrence> multiclasses = new HashMap<>();
    /** defs, defms, defsets, global defvars and deftypes. */
    private final Map<String, Occurrence> globals = new HashMap<>();

    TdNames(List<TdFileIndex> files) {
        this.files = List.copyOf(files);
        for (TdFileIndex f : files) {
            for (Occurrence o : f.occurrences()) {
                switch (o.role) {
                    case CLASS -> classes.putIfAbsent(o.name, o);
                    case MULTICLASS -> multiclasses.putIfAbsent(o.name, o);
                    case DEF, DEFM, DEFSET, DEFTYPE -> {
                        if (!inMulticlass(o.scope)) globals.putIfAbsent(o.name, o); // a multiclass's defs are prototypes
                    }
                    case DEFVAR -> {
                        if (o.scope.parent == null) globals.putIfAbsent(o.name, o);
                    }
                    default -> { }
                }
            }
        }
    }

    private static boolean inMulticlass(Scope s) {
        for (; s != null; s = s.parent) if (s.owner != null && s.owner.role == Role.MULTICLASS) return true;
        return false;
    }

    List<TdFileIndex> files() {
        return files;
    }

    /** The class, else the multiclass, of a name (what a template argument list names). */
    Optional<Occurrence> templated(String name) {
        return Optional.ofNullable(classes.getOrDefault(name, multiclasses.get(name)));
    }

    /** Every declaration of a role in the closure (classes, multiclasses and globals: the first of each name). */
    List<Occurrence> all(Role role) {
        Map<String, Occurrence> from = role == Role.CLASS ? classes : role == Role.MULTICLASS ? multiclasses : globals;
        return from.values().stream().filter(o -> o.role == role).sorted(Comparator.comparing(o -> o.name)).toList();
    }

    /** The fields the named classes declare, with those of their parents, each name once. */
    List<Occurrence> fieldsOf(List<String> classNames) {
        Map<String, Occurrence> out = new LinkedHashMap<>();
        Set<Scope> seen = new HashSet<>();
        for (String c : classNames) collectFields(classes.get(c), out, seen);
        return List.copyOf(out.values());
    }

    private void collectFields(Occurrence cls, Map<String, Occurrence> out, Set<Scope> seen) {
        if (cls == null || cls.opens == null || !seen.add(cls.opens)) return;
        for (Occurrence d : cls.opens.declared.values()) if (d.role == Role.FIELD) out.putIfAbsent(d.name, d);
        for (String p : cls.opens.parents) collectFields(classes.get(p), out, seen);
    }

    /** The declaration a name occurrence stands for; a declaration stands for itself. */
    Optional<Occurrence> resolve(Occurrence o) {
        if (o.role.declares()) return Optional.of(o);
        return Optional.ofNullable(switch (o.role) {
            case CLASS_REF -> classes.getOrDefault(o.name, globals.get(o.name) != null && globals.get(o.name).role == Role.DEFTYPE
                    ? globals.get(o.name) : null);
            case MULTICLASS_REF -> multiclasses.getOrDefault(o.name, classes.get(o.name));
            case NAME_REF -> lookup(o.scope, o.name);
            case LET -> let(o);
            case ARG_NAME_REF -> {
                Occurrence c = classes.getOrDefault(o.qualifier, multiclasses.get(o.qualifier));
                yield c == null || c.opens == null ? null : templateArg(c.opens, o.name);
            }
            case FIELD_REF -> {
                if (o.qualifier == null) yield null;
                Occurrence base = o.qualifier.startsWith(TdFileIndex.CLASS_QUALIFIER)
                        ? classes.get(o.qualifier.substring(TdFileIndex.CLASS_QUALIFIER.length())) : lookup(o.scope, o.qualifier);
                if (base == null) yield null;
                if (base.opens != null) yield field(base.opens, o.name, new HashSet<>());
                Occurrence type = classOfValue(base);
                yield type != null && type.opens != null ? field(type.opens, o.name, new HashSet<>()) : null;
            }
            default -> null;
        });
    }

    /**
     * The class a template argument, field or {@code !foreach} variable holds a value of, as its
     * written type says ({@code Type t}, or an element of {@code list<Type> ts}); null when none.
     */
    private Occurrence classOfValue(Occurrence v) {
        if (v.role == Role.LOOP_VAR && v.qualifier != null) {
            Occurrence list = lookup(v.scope.parent, v.qualifier);
            return list == null || list.role == Role.LOOP_VAR ? null : classOf(elementType(typeOf(list)));
        }
        return v.role == Role.TEMPLATE_ARG || v.role == Role.FIELD ? classOf(typeOf(v)) : null;
    }

    private static String typeOf(Occurrence v) {
        return TdHover.typeBefore(v.file.source.text(), v.start);
    }

    private static String elementType(String type) {
        return type.startsWith("list<") && type.endsWith(">") ? type.substring(5, type.length() - 1).strip() : "";
    }

    private Occurrence classOf(String type) {
        return type.isEmpty() ? null : classes.get(type);
    }

    private static Occurrence templateArg(Scope s, String name) {
        Occurrence d = s.declared.get(name);
        return d != null && d.role == Role.TEMPLATE_ARG ? d : null;
    }

    /** A value's identifier: the scopes outwards (with inherited fields in records), then the globals. */
    private Occurrence lookup(Scope scope, String name) {
        for (Scope s = scope; s != null; s = s.parent) {
            Occurrence d = s.declared.get(name);
            if (d != null) return d;
            if (s.isRecord()) {
                Occurrence f = inheritedField(s, name, new HashSet<>());
                if (f != null) return f;
            }
        }
        return globals.get(name);
    }

    /** A field of a record: declared in it, else in its parents (depth first, in order). */
    private Occurrence field(Scope record, String name, Set<Scope> seen) {
        Occurrence d = record.declared.get(name);
        if (d != null && d.role == Role.FIELD) return d;
        return inheritedField(record, name, seen);
    }

    private Occurrence inheritedField(Scope record, String name, Set<Scope> seen) {
        if (!seen.add(record)) return null;
        for (String p : record.parents) {
            Occurrence c = classes.get(p);
            if (c == null || c.opens == null) continue;
            Occurrence f = field(c.opens, name, seen);
            if (f != null) return f;
        }
        return null;
    }

    /** {@code let name}: the field of the record it is in, or of the first record of its block that has one. */
    private Occurrence let(Occurrence o) {
        if (o.scope.owner != null) return field(o.scope, o.name, new HashSet<>()); // in a body
        for (Scope r : o.scope.records) {
            Occurrence f = field(r, o.name, new HashSet<>());
            if (f != null) return f;
        }
        return null;
    }

    /** Every occurrence in the closure that stands for {@code target}, the declaration first when asked for. */
    List<Occurrence> references(Occurrence target, boolean includeDeclaration) {
        List<Occurrence> out = new ArrayList<>();
        if (includeDeclaration) out.add(target);
        for (TdFileIndex f : files) {
            for (Occurrence o : f.occurrences()) {
                if (o == target || o.role.declares() || !o.name.equals(target.name)) continue;
                if (resolve(o).orElse(null) == target) out.add(o);
            }
        }
        return out;
    }
}
