package pdll.drr.read;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import pdll.sema.ods.OdsImporter;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.Value;

/**
 * What DRR needs of an ODS operation: its name, its arguments in ODS order (operands and
 * attributes interleaved, as DRR's positional arguments are), its results, and whether it infers
 * its result types.
 *
 * @param infersResultTypes whether a builder without result types exists (InferTypeOpInterface,
 *     as PDLL needs it for an op it creates without types)
 * @param derivesResultTypes whether DRR builds the op without result types even where it replaces
 *     the root (traits {@code SameOperandsAndResultType}, {@code FirstAttrDerivedResultType});
 *     otherwise DRR gives a replacing op the replaced results' types
 * @param traitNames the names of the op's traits and interfaces, as ODS flattens them (read once:
 *     the converter asks for some of them for every op node of every pattern)
 */
public record OpShape(Record def, String name, List<Arg> arguments, List<String> results, List<Boolean> resultVariadic,
                      boolean infersResultTypes, boolean derivesResultTypes, Set<String> traitNames) {
    /**
     * One argument: an operand ({@code attribute} false) or an attribute, with its constraint.
     *
     * @param optional an {@code Optional} operand, or an attribute that may be absent
     * @param defaulted an attribute with a default value (DRR reads the default when it is absent)
     * @param property a property that is not an attribute ({@code StringProp}): neither operand nor attribute to PDLL
     */
    public record Arg(String name, boolean attribute, Record constraint, boolean variadic, boolean optional, boolean defaulted,
                      boolean property) {
        /** The C++ DRR builds an absent defaulted attribute with ({@code constBuilderCall} of {@code defaultValue}), {@code null} if none. */
        public String defaultBuilder() {
            if (!defaulted || constraint == null) return null;
            String call = constraint.stringValue("constBuilderCall");
            String dv = constraint.stringValue("defaultValue");
            if (call == null || call.isBlank() || dv == null) return null;
            return call.strip().replace("$0", dv.strip());
        }

        /** The C++ type DRR gives a bound attribute ({@code ::mlir::Attribute} when the constraint names none). */
        public String storageType() {
            String s = attribute && constraint != null ? constraint.stringValue("storageType") : null;
            return s == null || s.isBlank() ? "::mlir::Attribute" : s.strip();
        }
    }

    public static OpShape of(Record def, RecordKeeper records) {
        List<Arg> args = new ArrayList<>();
        Value.Dag a = def.dagValue("arguments");
        if (a != null) {
            for (int i = 0; i < a.args().size(); i++) {
                Record c = a.args().get(i) instanceof Value.DefRef d ? d.record() : null;
                Record inner = c == null ? null : OdsImporter.argumentConstraint(c);
                boolean attr = inner != null && inner.isSubclassOf("Attr");
                boolean variadic = inner != null && inner.isSubclassOf("Variadic");
                boolean optional = inner != null && (inner.isSubclassOf("Optional") || (attr && inner.bitValue("isOptional")));
                String dv = attr && inner != null ? inner.stringValue("defaultValue") : null;
                boolean defaulted = dv != null && !dv.isBlank();
                String name = a.argNames().get(i);
                boolean property = !attr && inner != null && inner.isSubclassOf("Property");
                args.add(new Arg(name == null ? "" : name, attr, inner, variadic, optional, defaulted, property));
            }
        }
        List<String> results = new ArrayList<>();
        List<Boolean> resultVariadic = new ArrayList<>();
        Value.Dag r = def.dagValue("results");
        if (r != null) {
            for (int i = 0; i < r.args().size(); i++) {
                results.add(r.argNames().get(i) == null ? "" : r.argNames().get(i));
                resultVariadic.add(r.args().get(i) instanceof Value.DefRef d
                        && (d.record().isSubclassOf("Variadic") || d.record().isSubclassOf("Optional")));
            }
        }
        Set<String> traits = new HashSet<>();
        for (Record t : OdsImporter.traits(def)) traits.add(t.name());
        boolean derives = traits.contains("SameOperandsAndResultType") || traits.contains("FirstAttrDerivedResultType");
        return new OpShape(def, OdsImporter.operationName(def), List.copyOf(args), List.copyOf(results), List.copyOf(resultVariadic),
                OdsImporter.infersResultTypes(def, records), derives, Set.copyOf(traits));
    }

    /**
     * The op's C++ class as ODS names it: the dialect's {@code cppNamespace}, then the def's name
     * past its first {@code _} ({@code Arith_AddIOp} → {@code ::mlir::arith::AddIOp}).
     */
    public String cppClass() {
        String n = def.name();
        int u = n.indexOf('_');
        if (u >= 0 && u + 1 < n.length()) n = n.substring(u + 1);
        Record dialect = def.defValue("opDialect");
        String ns = dialect == null ? null : dialect.stringValue("cppNamespace");
        if (ns == null || ns.isBlank()) return n;
        ns = ns.strip();
        if (!ns.startsWith("::")) ns = "::" + ns;
        return ns + "::" + n;
    }

    /** Whether the op has the ODS trait (or interface) named {@code name}, as its traits flatten. */
    public boolean hasTrait(String name) {
        return traitNames.contains(name);
    }

    public List<Arg> operands() {
        return arguments.stream().filter(x -> !x.attribute() && !x.property()).toList();
    }
}
