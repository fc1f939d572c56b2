package pdll.sema.ods;

/** A named attribute of an ODS operation; optional when the attribute def's {@code isOptional} is set. */
public record OdsAttribute(String name, boolean optional, OdsConstraint constraint) {}
