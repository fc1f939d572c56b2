package pdll.sema.ods;

/**
 * An ODS attribute or type constraint as the operations of a context refer to it: keyed by its
 * unique name (anonymous defs carry their base's name, {@code Base(anonymous_N)}), printed by its
 * demangled name.
 *
 * @param kind whether it constrains attributes or types
 * @param uniqueName the key: the def name, or {@code base(anonymous_N)} for an anonymous def
 * @param summary the {@code summary} field, or the def name when unset
 * @param cppClass the storage type (attributes, {@code ::mlir::Attribute} when empty) or the
 *     {@code cppType} (types)
 */
public record OdsConstraint(Kind kind, String uniqueName, String summary, String cppClass) {

    public enum Kind { ATTRIBUTE, TYPE }

    /** The unique name cut at the first {@code (anonymous_}: what the reference prints. */
    public String demangledName() {
        int k = uniqueName.indexOf("(anonymous_");
        return k < 0 ? uniqueName : uniqueName.substring(0, k);
    }
}
