package pdll.tablegen.ast;

import java.util.List;
import pdll.tablegen.source.Loc;

/** A parent in a {@code : A<...>, B} list (class, or multiclass in a defm). args is empty when no {@code <>}. */
public record ParentRef(Loc loc, Ident name, List<Arg> args) {}
