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
final class CppGenerator {
    private CppGenerator() {}

    /** The C++ for the patterns of {@code l}, lowered without attribute aliases and verified. */
    static String generate(Analysis analysis, PdlGenerator.Lowered l) {
        List<List<Decl.CallableDecl>> used = new ArrayList<>();
        Set<Decl.CallableDecl> all = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PdlOp.Pattern p : l.patterns()) {
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
        // the populate function adds each name once, also when two patterns share it
        Set<String> names = new LinkedHashSet<>();
        int unnamed = 0;
        for (int i = 0; i < l.patterns().size(); i++) {
            // an unnamed pattern takes the next GeneratedPDLLPatternN no earlier pattern is named
            // (a later one may still take it: the reference does not look ahead)
            String declared = l.patterns().get(i).name(), name = declared;
            while (name == null || declared == null && names.contains(name)) name = "GeneratedPDLLPattern" + unnamed++;
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
        return out.toString();
    }

    /**
     * Each pattern's PDL text, in order. Printing a pattern reads only that pattern's immutable ops,
     * so a large file prints its patterns on all cores (about a third of {@code -x=cpp}'s time for
     * thousands of patterns); a small one stays on this thread.
     */
    private static List<String> printPatterns(List<PdlOp.Pattern> patterns) {
        boolean small = patterns.size() < PdlGenerator.PARALLEL_PATTERNS;
        return (small ? patterns.stream() : patterns.parallelStream()).map(PdlPrinter::printPattern).toList();
    }

    /** The Constraints and Rewrites with native code a pattern calls, in order of first call. */
    private static void natives(PdlOp op, Set<Decl.CallableDecl> out) {
        Decl.CallableDecl callee = op instanceof PdlOp.ApplyNativeConstraint c ? c.callee()
                : op instanceof PdlOp.ApplyNativeRewrite r ? r.callee() : null;
        if (callee != null && callee.code() != null) out.add(callee);
        for (PdlOp o : op.region()) natives(o, out);
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

    /**
     * The code block as the reference prints it: trimmed of surrounding whitespace (spaces, tabs,
     * line breaks) and indented by two spaces on its first line only; the inner lines keep their
     * own indentation and trailing blanks, and an empty block is one line of two spaces.
     */
    static String reindent(String code) {
        int start = 0;
        int end = code.length();
        while (start < end && isTrimmed(code.charAt(start))) start++;
        while (end > start && isTrimmed(code.charAt(end - 1))) end--;
        return "  " + code.substring(start, end) + "\n";
    }

    private static boolean isTrimmed(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0b;
    }
}
