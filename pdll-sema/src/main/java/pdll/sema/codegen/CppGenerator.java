package pdll.sema.codegen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import pdll.sema.analysis.Analysis;
import pdll.sema.ast.ConstraintRef;
import pdll.sema.ast.Decl;
import pdll.sema.ods.OdsOperation;
import pdll.sema.types.PdllType;

/**
 * {@code -x=cpp}: the C++ that {@code mlir-pdll} writes for a file: a {@code *PDLFn} function for
 * every Constraint or Rewrite with a native code block that a pattern calls (in declaration
 * order), one {@code PDLPatternModule} struct per pattern with its PDL embedded (locations inline)
 * and its native functions registered in order of first use, and
 * {@code populateGeneratedPDLLPatterns}.
 */
public final class CppGenerator {
    private CppGenerator() {}

    public static PdlGenerator.Result generate(Analysis analysis) {
        return generate(analysis, false);
    }

    public static PdlGenerator.Result generate(Analysis analysis, boolean split) {
        PdlGenerator.Lowered l = PdlGenerator.lowerForInlinePrinting(analysis, split);
        if (l.failure() != null) return new PdlGenerator.Result(null, l.failure());
        List<List<Decl.CallableDecl>> used = new ArrayList<>();
        Set<Decl.CallableDecl> all = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PdlOp p : l.patterns()) {
            Set<Decl.CallableDecl> inPattern = new LinkedHashSet<>();
            natives(p, inPattern);
            used.add(new ArrayList<>(inPattern));
            all.addAll(inPattern);
        }
        StringBuilder out = new StringBuilder();
        for (Decl d : analysis.module().children()) {
            if (d instanceof Decl.CallableDecl c && all.contains(c)) function(c, analysis, out);
        }
        out.append("namespace {\n");
        List<String> printed = printPatterns(l.patterns());
        List<String> names = new ArrayList<>();
        int unnamed = 0;
        for (int i = 0; i < l.patterns().size(); i++) {
            Decl.PatternDecl decl = l.decls().get(i);
            String name = decl.name() != null ? decl.name() : "GeneratedPDLLPattern" + unnamed++;
            names.add(name);
            out.append("\nstruct ").append(name).append(" : ::mlir::PDLPatternModule {\n")
                    .append("  template <typename... ConfigsT>\n")
                    .append("  ").append(name).append("(::mlir::MLIRContext *context, ConfigsT &&...configs)\n")
                    .append("    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(\n")
                    .append("R\"mlir(").append(printed.get(i))
                    .append("    )mlir\", context), std::forward<ConfigsT>(configs)...) {\n");
            for (Decl.CallableDecl c : used.get(i)) {
                out.append("    register").append(c.rewrite() ? "Rewrite" : "Constraint").append("Function(\"")
                        .append(c.name()).append("\", ").append(c.name()).append("PDLFn);\n");
            }
            out.append("  }\n};\n\n");
        }
        out.append("} // end namespace\n\n");
        out.append("template <typename... ConfigsT>\n")
                .append("[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns,"
                        + " ConfigsT &&...configs) {\n");
        for (String n : names) out.append("  patterns.add<").append(n).append(">(patterns.getContext(), configs...);\n");
        out.append("}\n");
        return new PdlGenerator.Result(out.toString(), null);
    }

    /**
     * Each pattern's PDL text, in order. Printing a pattern reads only that pattern's immutable ops,
     * so a large file prints its patterns on all cores (about a third of {@code -x=cpp}'s time for
     * thousands of patterns); a small one stays on this thread.
     */
    private static List<String> printPatterns(List<PdlOp> patterns) {
        if (patterns.size() < PdlGenerator.PARALLEL_PATTERNS) return patterns.stream().map(PdlPrinter::printPattern).toList();
        return patterns.parallelStream().map(PdlPrinter::printPattern).toList();
    }

    /** The Constraints and Rewrites with native code a pattern calls, in order of first call. */
    private static void natives(PdlOp op, Set<Decl.CallableDecl> out) {
        if (op.props.get("callee") instanceof Decl.CallableDecl c && c.code() != null) out.add(c);
        if (op.region != null) for (PdlOp o : op.region) natives(o, out);
    }

    private static void function(Decl.CallableDecl c, Analysis analysis, StringBuilder out) {
        String result;
        if (!c.rewrite()) result = "::llvm::LogicalResult";
        else if (c.results().isEmpty()) result = "void";
        else if (c.results().size() == 1) result = cppType(c.results().get(0), analysis, c.ods() != null);
        else {
            List<String> ts = new ArrayList<>();
            for (Decl.VariableDecl r : c.results()) ts.add(cppType(r, analysis, false));
            result = "std::tuple<" + String.join(", ", ts) + ">";
        }
        out.append("static ").append(result).append(' ').append(c.name())
                .append("PDLFn(::mlir::PatternRewriter &rewriter");
        for (Decl.VariableDecl in : c.inputs()) {
            out.append(", ").append(cppType(in, analysis, c.ods() != null)).append(' ').append(in.name());
        }
        out.append(") {\n").append(reindent(c.code())).append("}\n\n");
    }

    /** The C++ type of a parameter or result: the ODS class its constraint names, else the generic MLIR type. */
    private static String cppType(Decl.VariableDecl v, Analysis analysis, boolean generic) {
        PdllType t = v.type();
        if (!generic) {
            for (ConstraintRef r : v.constraints()) {
                if (r.constraint() instanceof Decl.CallableDecl c && c.ods() != null && !c.ods().nativeType().isEmpty()) {
                    return c.ods().nativeType();
                }
            }
        }
        if (t instanceof PdllType.Op op) {
            OdsOperation ods = op.name() == null || generic ? null : analysis.ods().lookupOperation(op.name());
            return ods != null ? ods.cppClass() : "::mlir::Operation *";
        }
        if (t.equals(PdllType.ATTR)) return "::mlir::Attribute";
        if (t.equals(PdllType.TYPE)) return "::mlir::Type";
        if (t.equals(PdllType.VALUE)) return "::mlir::Value";
        if (t.equals(PdllType.VALUE_RANGE)) return "::mlir::ValueRange";
        if (t.equals(PdllType.TYPE_RANGE)) return "::mlir::TypeRange";
        return "::mlir::Attribute";
    }

    /** The code block's lines with their common indentation replaced by two spaces; blank edges dropped. */
    static String reindent(String code) {
        List<String> lines = new ArrayList<>(List.of(code.split("\n", -1)));
        while (!lines.isEmpty() && lines.get(0).isBlank()) lines.remove(0);
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) lines.remove(lines.size() - 1);
        int common = Integer.MAX_VALUE;
        for (String l : lines) {
            if (l.isBlank()) continue;
            int k = 0;
            while (k < l.length() && (l.charAt(k) == ' ' || l.charAt(k) == '\t')) k++;
            common = Math.min(common, k);
        }
        StringBuilder sb = new StringBuilder();
        for (String l : lines) {
            String body = l.isBlank() ? "" : l.substring(Math.min(common, l.length())).stripTrailing();
            sb.append(body.isEmpty() ? "" : "  " + body).append('\n');
        }
        return sb.toString();
    }
}
