package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.source.Loc;

/** A multiclass: template arguments and the entries its body evaluated to, instantiated by each defm. */
final class Multiclass {
    final String name;
    final Loc loc;
    final List<TemplateParam> params = new ArrayList<>();
    final List<Entry> entries = new ArrayList<>();

    Multiclass(String name, Loc loc) {
        this.name = name;
        this.loc = loc;
    }
}
