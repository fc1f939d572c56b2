package pdll.tablegen.eval;

import pdll.tablegen.source.Loc;

/**
 * A template argument of a class or multiclass. name is qualified ({@code Class:arg}) as the
 * reference names it; defaultValue is {@link Value#UNSET} when none was written (the argument is
 * then required).
 */
public record TemplateParam(String name, String shortName, RecTy type, Value defaultValue, boolean hasDefault, Loc loc) {}
