package pdll.ide.hover;

import java.util.List;
import java.util.Optional;
import pdll.ide.analysis.Analysis;

/** The hover feature: the first provider with an answer wins. */
public final class Hovers {
    private final List<HoverProvider> providers;

    public Hovers(List<HoverProvider> providers) {
        this.providers = List.copyOf(providers);
    }

    public Optional<HoverInfo> hover(Analysis a, int offset) {
        for (HoverProvider p : providers) {
            Optional<HoverInfo> h = p.hover(a, offset);
            if (h.isPresent()) return h;
        }
        return Optional.empty();
    }
}
