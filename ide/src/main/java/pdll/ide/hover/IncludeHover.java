package pdll.ide.hover;

import java.util.Optional;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.HoverInfo;
import pdll.ide.syntax.IncludeAt;
import pdll.sema.analysis.ResolvedInclude;

/** Hover on an {@code #include} file name: the file it resolves to, like the reference, or why not. */
public final class IncludeHover {
    private IncludeHover() {}

    public static Optional<HoverInfo> hover(Analysis a, int offset) {
        ResolvedInclude inc = IncludeAt.find(a, offset);
        if (inc == null) return Optional.empty();
        String name = inc.name();
        String shortName = name.substring(name.lastIndexOf('/') + 1);
        StringBuilder sb = new StringBuilder("`").append(shortName).append("`\n***\n");
        if (inc.path() == null) sb.append("not found on the include path\n");
        else {
            sb.append(inc.path().toAbsolutePath().normalize());
            if (inc.tdImport() != null && inc.tdImport().succeeded()) {
                int n = inc.tdImport().operations().size();
                sb.append("\n***\n").append(n).append(n == 1 ? " operation" : " operations");
            }
            sb.append('\n');
        }
        return Optional.of(new HoverInfo(inc.range().textRange(), sb.toString()));
    }
}
