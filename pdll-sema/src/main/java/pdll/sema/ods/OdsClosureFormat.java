package pdll.sema.ods;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import pdll.base.diag.Severity;
import pdll.tablegen.Evaluation;
import pdll.tablegen.cache.Derivation;
import pdll.tablegen.cache.EntryInput;
import pdll.tablegen.cache.EntryOutput;
import pdll.tablegen.source.Diagnostic;

/**
 * How an {@link OdsClosure} is built and stored in the {@code .td} disk cache: a flat binary
 * layout read field by field (measured: reading the import of the MLIR dialects a typical file
 * includes takes a few milliseconds, a fraction of re-evaluating them). Constraints are written
 * once and referred to by number, as the operations share them. Bump {@link #format()} whenever
 * the layout or the import's meaning changes.
 */
final class OdsClosureFormat implements Derivation<OdsClosure> {
    static final OdsClosureFormat INSTANCE = new OdsClosureFormat();

    private OdsClosureFormat() {}

    @Override
    public String format() {
        return "ods-closure 1";
    }

    @Override
    public OdsClosure build(Evaluation evaluation) {
        return OdsImporter.closure(evaluation);
    }

    @Override
    public void write(OdsClosure c, EntryOutput out) throws IOException {
        out.writeInt(c.errors().size());
        for (Diagnostic d : c.errors()) {
            out.writeString(d.message());
            out.writeLoc(d.loc());
        }
        out.writeBoolean(c.evaluated());
        out.writeString(c.missingClass());
        OdsClosure.Built b = c.built();
        Map<OdsConstraint, Integer> numbers = new IdentityHashMap<>();
        out.writeInt(b.constraints().size());
        for (OdsConstraint k : b.constraints()) {
            numbers.put(k, numbers.size());
            writeConstraint(k, out);
        }
        out.writeInt(b.operations().size());
        for (OdsOperation op : b.operations()) {
            out.writeString(op.name());
            out.writeString(op.summary());
            out.writeString(op.description());
            out.writeString(op.cppClass());
            out.writeInt(op.attributes().size());
            for (OdsAttribute a : op.attributes()) {
                out.writeString(a.name());
                out.writeBoolean(a.optional());
                writeRef(a.constraint(), numbers, out);
            }
            writeValues(op.operands(), numbers, out);
            writeValues(op.results(), numbers, out);
            out.writeBoolean(op.supportsResultTypeInference());
            out.writeLoc(op.loc());
        }
        out.writeInt(b.decls().size());
        for (ImportedConstraint d : b.decls()) {
            out.writeString(d.name());
            out.writeInt(d.kind().ordinal());
            out.writeString(d.cppCode());
            out.writeString(d.nativeType());
            out.writeString(d.summary());
            out.writeString(d.description());
            out.writeLoc(d.loc());
        }
        out.writeInt(b.diagnostics().size());
        for (ImportDiagnostic d : b.diagnostics()) {
            out.writeBoolean(d.atInclude());
            out.writeString(d.message());
            out.writeLoc(d.tdLoc());
        }
        out.writeInt(c.dependencies().size());
        for (Path p : c.dependencies()) out.writeString(p.toString());
    }

    @Override
    public OdsClosure read(EntryInput in) throws IOException {
        int n = in.readCount();
        List<Diagnostic> errors = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String message = in.readString();
            errors.add(new Diagnostic(Severity.ERROR, in.readLoc(), message));
        }
        boolean evaluated = in.readBoolean();
        String missingClass = in.readString();
        n = in.readCount();
        List<OdsConstraint> constraints = new ArrayList<>(n);
        for (int i = 0; i < n; i++) constraints.add(readConstraint(in));
        n = in.readCount();
        List<OdsOperation> ops = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = in.readString(), summary = in.readString(), description = in.readString();
            String cppClass = in.readString();
            int m = in.readCount();
            List<OdsAttribute> attrs = new ArrayList<>(m);
            for (int j = 0; j < m; j++) {
                String attr = in.readString();
                boolean optional = in.readBoolean();
                attrs.add(new OdsAttribute(attr, optional, readRef(constraints, in)));
            }
            List<OdsValue> operands = readValues(constraints, in);
            List<OdsValue> results = readValues(constraints, in);
            boolean infers = in.readBoolean();
            ops.add(new OdsOperation(name, summary, description, cppClass, attrs, operands, results, infers, in.readLoc()));
        }
        n = in.readCount();
        List<ImportedConstraint> decls = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = in.readString();
            ImportedConstraint.Kind kind = enumAt(ImportedConstraint.Kind.values(), in.readInt());
            String code = in.readString(), nativeType = in.readString(), summary = in.readString();
            String description = in.readString();
            decls.add(new ImportedConstraint(name, kind, code, nativeType, summary, description, in.readLoc()));
        }
        n = in.readCount();
        List<ImportDiagnostic> diags = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            boolean atInclude = in.readBoolean();
            String message = in.readString();
            diags.add(new ImportDiagnostic(atInclude, message, in.readLoc()));
        }
        n = in.readCount();
        List<Path> deps = new ArrayList<>(n);
        for (int i = 0; i < n; i++) deps.add(Path.of(in.readString()));
        return new OdsClosure(errors, evaluated, missingClass, new OdsClosure.Built(ops, constraints, decls, diags), deps);
    }

    private static void writeConstraint(OdsConstraint k, EntryOutput out) throws IOException {
        out.writeInt(k.kind().ordinal());
        out.writeString(k.uniqueName());
        out.writeString(k.summary());
        out.writeString(k.cppClass());
    }

    private static OdsConstraint readConstraint(EntryInput in) throws IOException {
        OdsConstraint.Kind kind = enumAt(OdsConstraint.Kind.values(), in.readInt());
        return new OdsConstraint(kind, in.readString(), in.readString(), in.readString());
    }

    /** A constraint of the list by number, or (never so far) one written in place. */
    private static void writeRef(OdsConstraint k, Map<OdsConstraint, Integer> numbers, EntryOutput out) throws IOException {
        Integer n = numbers.get(k);
        out.writeInt(n == null ? -1 : n);
        if (n == null) writeConstraint(k, out);
    }

    private static OdsConstraint readRef(List<OdsConstraint> constraints, EntryInput in) throws IOException {
        int n = in.readInt();
        if (n == -1) return readConstraint(in);
        if (n < 0 || n >= constraints.size()) throw new IOException("bad constraint reference " + n);
        return constraints.get(n);
    }

    private static void writeValues(List<OdsValue> values, Map<OdsConstraint, Integer> numbers, EntryOutput out)
            throws IOException {
        out.writeInt(values.size());
        for (OdsValue v : values) {
            out.writeString(v.name());
            out.writeInt(v.kind().ordinal());
            writeRef(v.constraint(), numbers, out);
        }
    }

    private static List<OdsValue> readValues(List<OdsConstraint> constraints, EntryInput in) throws IOException {
        int n = in.readCount();
        List<OdsValue> values = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = in.readString();
            OdsValue.VariableLength kind = enumAt(OdsValue.VariableLength.values(), in.readInt());
            values.add(new OdsValue(name, kind, readRef(constraints, in)));
        }
        return values;
    }

    private static <E> E enumAt(E[] values, int ordinal) throws IOException {
        if (ordinal < 0 || ordinal >= values.length) throw new IOException("bad enum value " + ordinal);
        return values[ordinal];
    }
}
