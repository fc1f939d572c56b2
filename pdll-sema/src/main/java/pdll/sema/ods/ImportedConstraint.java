package pdll.sema.ods;

import pdll.tablegen.source.Loc;

/**
 * A PDLL native constraint declaration created from a named ODS {@code Attr}, {@code Type} or
 * {@code OpInterface} def: {@code Constraint Name(self: Attr|Type|Op) [{ cppCode }]}.
 *
 * @param cppCode the body, e.g. {@code return ::mlir::success(::llvm::isa<::mlir::IntegerAttr>(self));}
 * @param nativeType the C++ type of {@code self}: {@code storageType}, {@code cppType} or the interface class
 * @param summary the def's {@code summary} field (empty when unset)
 * @param description the def's {@code description} field (empty when unset)
 * @param loc the def name in its {@code .td} file
 */
public record ImportedConstraint(String name, Kind kind, String cppCode, String nativeType, String summary,
                                 String description, Loc loc) {

    /** The PDLL type of the {@code self} argument. */
    public enum Kind { Attr, Type, Op }

    /** The documentation the reference attaches: summary, a blank line, description. */
    public String documentation() {
        if (description.isEmpty()) return summary;
        if (summary.isEmpty()) return description;
        return summary + "\n\n" + description;
    }

    /** What the reference server shows for it in hovers and completion: an OpInterface's description, else {@link #documentation()}. */
    public String editorDocumentation() {
        return kind == Kind.Op ? description : documentation();
    }
}
