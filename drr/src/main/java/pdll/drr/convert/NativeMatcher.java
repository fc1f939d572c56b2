package pdll.drr.convert;

import java.util.ArrayList;
import java.util.List;

/**
 * A NativeCodeCall in a source pattern ({@code (ConstantLikeMatcher APIntAttr:$c)}): C++ that
 * runs on the operation defining an operand ({@code $_self}) and fills its arguments through
 * pointers or references. PDLL constraints cannot return values in MLIR 22, so the converter
 * checks the matcher in a native Constraint on the operand and, wherever a symbol it binds is
 * used, runs it again on the same operand to get the symbol back (the matchers DRR files use are
 * pure: running one twice gives the same result).
 *
 * @param expression the NativeCodeCall's C++ with {@code $_self} and {@code $N} still in place
 * @param outputs what each positional argument binds: its DRR name ({@code null} for {@code $_}),
 *     its C++ type ({@code ::mlir::Attribute} under an attribute constraint, else {@code ::mlir::Value}),
 *     and the C++ condition its constraint adds ({@code null} for none), with {@code $_self} in place
 */
record NativeMatcher(String expression, List<Output> outputs) {

    record Output(String name, String cppType, String condition) {}

    /**
     * C++ statements that, given the carrier value's C++ expression, run the matcher on its
     * defining op ({@code <prefix>definingOp}) and declare one variable per argument
     * ({@link #variable}); {@code failWith} is the statement run when the operand has no defining
     * op or the matcher or an argument's constraint fails ({@code null}: ignore the result, for
     * code that runs after the match succeeded).
     */
    List<String> statements(String carrier, String prefix, String failWith) {
        List<String> out = new ArrayList<>();
        String self = prefix + "definingOp";
        out.add("::mlir::Operation *" + self + " = " + carrier + ".getDefiningOp();");
        if (failWith != null) out.add("if (!" + self + ") " + failWith);
        List<String> args = new ArrayList<>();
        for (int i = 0; i < outputs.size(); i++) {
            out.add(outputs.get(i).cppType() + " " + variable(prefix, i) + ";");
            args.add(variable(prefix, i));
        }
        String call = CppCode.format(expression, args, self, "rewriter", null);
        if (failWith != null) {
            out.add("if (::mlir::failed(" + call + ")) " + failWith);
            for (int i = 0; i < outputs.size(); i++) {
                Output o = outputs.get(i);
                if (o.condition() == null) continue;
                String cond = CppCode.format(o.condition(), List.of(), variable(prefix, i), "rewriter", null);
                out.add("if (!(" + cond + ")) " + failWith);
            }
        } else {
            out.add("(void)(" + call + ");");
        }
        return out;
    }

    /** The C++ variable of argument {@code index}: its DRR name where it has one. */
    String variable(String prefix, int index) {
        String n = outputs.get(index).name();
        String base = n == null ? "arg" + index : CppCode.identifier(n);
        if (base.equals("value") || base.equals("definingOp") || base.equals("rewriter")) base = base + "_";
        return prefix + base;
    }
}
