package pdll.lsp;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import pdll.ide.text.FileSpan;
import pdll.ide.text.LineIndex;
import pdll.ide.text.PositionEncoding;
import pdll.ide.text.TextRange;
import pdll.ide.tokens.SemanticToken;

/** The adapter's edge: LSP positions (in the negotiated encoding) to offsets and back. */
final class Convert {
    private Convert() {}

    static int offset(LineIndex lines, Position p, PositionEncoding enc) {
        if (p == null) return 0;
        return lines.offset(p.getLine(), p.getCharacter(), enc);
    }

    static Position position(LineIndex lines, int offset, PositionEncoding enc) {
        int line = lines.line(offset);
        return new Position(line, lines.column(offset, enc));
    }

    static Range range(LineIndex lines, TextRange r, PositionEncoding enc) {
        return new Range(position(lines, r.start(), enc), position(lines, r.end(), enc));
    }

    /** @param uris the URI of a span's path ({@link PdllLanguageServer#uri}: open documents keep the client's URI) */
    static org.eclipse.lsp4j.Location location(FileSpan s, PositionEncoding enc, java.util.function.Function<java.nio.file.Path, String> uris) {
        return new org.eclipse.lsp4j.Location(uris.apply(s.file()), range(s.lines(), s.range(), enc));
    }

    /** LSP's relative encoding of semantic tokens; a token spanning lines becomes one per line. */
    static List<Integer> encode(List<SemanticToken> tokens, LineIndex lines, PositionEncoding enc) {
        List<Integer> data = new ArrayList<>(tokens.size() * 5);
        int prevLine = 0, prevChar = 0;
        for (SemanticToken t : tokens) {
            int mods = (t.declaration() ? 1 : 0) | (t.documentation() ? 2 : 0);
            int start = t.start();
            while (start < t.end()) {
                int line = lines.line(start);
                int lineEnd = Math.min(t.end(), lines.lineEnd(line));
                int col = lines.column(start, enc);
                int len = lines.column(lineEnd, enc) - col;
                if (len > 0) {
                    data.add(line - prevLine);
                    data.add(line == prevLine ? col - prevChar : col);
                    data.add(len);
                    data.add(t.type().ordinal());
                    data.add(mods);
                    prevLine = line;
                    prevChar = col;
                }
                if (line + 1 >= lines.lineCount()) break;
                start = lines.lineStart(line + 1);
            }
        }
        return data;
    }
}
