package pdll.drr.convert;

import java.util.ArrayList;
import java.util.List;
import pdll.drr.read.OpShape;

/**
 * A DRR symbol ({@code $x}) as the PDLL variable it becomes, with what its declaration needs and
 * the C++ type DRR gives it (native code written for DRR expects that type).
 */
final class Sym {
    enum Kind {
        /** one value: an operand, or a result of a matched op ({@code $op__N}) */
        VALUE,
        /** a variadic operand group */
        VALUES,
        /** an attribute of a matched op */
        ATTR,
        /** a matched or created operation */
        OP,
        /**
         * bound by a native matcher ({@code (ConstantLikeMatcher APIntAttr:$c)}): PDLL has no way
         * to return it from a constraint, so the symbol travels as the operand value the matcher
         * ran on ({@link #carrier}) and native code runs the matcher again to get it back.
         */
        NATIVE,
        /**
         * an optional attribute of a matched op ({@link #carrier}, {@link #attrName}): PDLL cannot
         * bind an attribute that may be absent, so native code reads it from the op
         */
        OPATTR,
        /** a result type of the matched root ({@code -> (t0: Type)}) */
        TYPE,
        /** the result types of a variadic result group of the root */
        TYPES
    }

    final String drrName;
    final String pdll;
    final Kind kind;
    /** the C++ type DRR declares the symbol with (attributes: the storage type) */
    String cppType;
    /** the shape of a matched or created operation ({@link Kind#OP}) */
    OpShape op;
    /** constraints on a value's type, or on an attribute, named as PDLL knows them */
    final List<String> constraints = new ArrayList<>();
    /** the PDLL variable for the value's type, when a result pattern needs it ({@code returnType $x}) */
    String typeVar;
    /** {@link Kind#NATIVE}: the value the native matcher ran on, and the matcher */
    Sym carrier;
    NativeMatcher matcher;
    int matcherIndex;
    /** {@link Kind#OPATTR}: the attribute's name, and the C++ of its default value ({@code null}: none) */
    String attrName;
    String attrDefault;
    /** a NativeCodeCall's results bound as one symbol ({@code $name__N} is result N); 0 otherwise */
    int multiResults;
    /** whether the symbol was bound in a result pattern (a created op): a plain name, never declared inline */
    boolean created;

    Sym(String drrName, String pdll, Kind kind) {
        this.drrName = drrName;
        this.pdll = pdll;
        this.kind = kind;
    }

    /** The PDLL type written at the symbol's declaration ({@code x: <this>}). */
    String declType() {
        return switch (kind) {
            case VALUE, NATIVE -> {
                String t = constraintList();
                if (typeVar != null) yield "Value<" + typeVar + ": " + (t == null ? "Type" : t) + ">";
                yield t == null ? "Value" : "Value<_: " + t + ">";
            }
            case VALUES -> "ValueRange";
            case OPATTR -> "Attr";
            case ATTR -> {
                String t = constraintList();
                yield t == null ? "Attr" : t;
            }
            case OP -> "Op";
            case TYPE -> "Type";
            case TYPES -> "TypeRange";
        };
    }

    /** The PDLL type of the symbol as a native parameter. */
    String paramType() {
        return switch (kind) {
            case VALUE, NATIVE -> "Value";
            case VALUES -> "ValueRange";
            case ATTR, OPATTR -> "Attr";
            case OP -> "Op";
            case TYPE -> "Type";
            case TYPES -> "TypeRange";
        };
    }

    private String constraintList() {
        if (constraints.isEmpty()) return null;
        if (constraints.size() == 1) return constraints.get(0);
        return "[" + String.join(", ", constraints) + "]";
    }
}
