package pdll.ide.text;

import java.nio.file.Path;
import pdll.base.text.TextRange;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;

/**
 * Turns TableGen locations into files and ranges: the path of a {@link SourceFile} (its display
 * name is the include path as resolved, absolute unless an include dir was relative);
 * index (over the line starts the source file already has, so nothing is cached here).
 */
public final class TdLocations {
    private TdLocations() {}

    public static Path path(Loc loc, Path workingDir) {
        if (loc == null || loc.file() == null) return null;
        try {
            Path p = Path.of(loc.file().displayName());
            return (p.isAbsolute() ? p : workingDir.resolve(p)).normalize();
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The identifier starting at a location's offset (a def name), as a range; at least one character. */
    public static TextRange identifierAt(Loc loc) {
        String t = loc.file().text();
        int s = Math.max(0, Math.min(loc.offset(), t.length()));
        int e = s;
        while (e < t.length() && (Character.isLetterOrDigit(t.charAt(e)) || t.charAt(e) == '_')) e++;
        if (e == s && s < t.length()) e = s + 1;
        return new TextRange(s, e);
    }
}
