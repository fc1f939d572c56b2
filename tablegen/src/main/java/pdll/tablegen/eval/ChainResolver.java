package pdll.tablegen.eval;

import java.util.HashMap;
import java.util.Map;

/** Bindings layered over an outer resolver: loop iterations inside defm instantiations and so on. */
final class ChainResolver implements Resolver {
    private final Resolver outer;
    private final Map<String, Value> map = new HashMap<>();

    ChainResolver(Resolver outer) {
        this.outer = outer;
    }

    ChainResolver set(String name, Value v) {
        map.put(name, v);
        return this;
    }

    @Override
    public Value lookup(String name) {
        Value v = map.get(name);
        return v != null ? v : outer.lookup(name);
    }

    @Override
    public boolean isFinal() {
        return outer.isFinal();
    }
}
