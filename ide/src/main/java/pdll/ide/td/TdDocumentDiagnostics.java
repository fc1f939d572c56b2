package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pdll.base.text.LineIndex;
import pdll.base.text.TextRange;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.text.FileSpan;
import pdll.tablegen.Inputs;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * The errors of a {@code .td} analysis as the editor shows them on the document: one in the
 * document spans the word (or character) the message points at; one in an included file is shown
 * on the document's {@code include} that leads to it, with the same message and the exact place
 * as related information (a client shows one document's diagnostics, and the included file may
 * not be open). Messages are the front end's, i.e. {@code mlir-tblgen}'s, unchanged. A document
 * that evaluates gets the DRR checks of {@code mlir-tblgen -gen-rewriters} on its patterns
 * instead ({@link TdDrrDiagnostics}).
 */
public final class TdDocumentDiagnostics {
    private TdDocumentDiagnostics() {}

    public static List<IdeDiagnostic> of(TdAnalysis a) {
        // the DRR checks need the records: they run once the closure evaluates without error
        if (a.errors().isEmpty()) return TdDrrDiagnostics.of(a);
        String text = a.snapshot().text();
        // lexing the document for its includes is needed only for an error in an included file
        List<TdStatements.Span> includes = null;
        Map<Path, String> texts = new HashMap<>();
        for (Inputs.Read r : a.evaluation().inputs().read()) texts.put(r.path(), r.source().text());
        List<IdeDiagnostic> out = new ArrayList<>();
        for (TdDiagnostics.Located l : a.errors()) {
            int offset = l.diagnostic().loc().offset();
            String message = l.diagnostic().message();
            if (l.file() == null) {
                out.add(new IdeDiagnostic(new TextRange(0, 0), l.diagnostic().severity(), message, List.of()));
            } else if (l.file().equals(a.file())) {
                out.add(new IdeDiagnostic(word(text, offset), l.diagnostic().severity(), message, List.of()));
            } else {
                String other = texts.getOrDefault(l.file(), l.diagnostic().loc().file().text());
                FileSpan there = new FileSpan(l.file(), new LineIndex(other), word(other, offset));
                if (includes == null) includes = includesOf(text);
                TextRange at = includeLeadingTo(text, includes, l.file(), texts).orElse(new TextRange(0, 0));
                out.add(new IdeDiagnostic(at, l.diagnostic().severity(), message,
                        List.of(new IdeDiagnostic.Related(there, "in " + l.diagnostic().loc().fileName()
                                + ":" + l.diagnostic().loc().line() + ":" + l.diagnostic().loc().column()))));
            }
        }
        return out;
    }

    /** The identifier (or number, or string on its line) starting at the offset, else the one character there. */
    static TextRange word(String text, int offset) {
        int o = Math.max(0, Math.min(offset, text.length()));
        if (o < text.length() && text.charAt(o) == '"') {
            int close = text.indexOf('"', o + 1);
            int nl = text.indexOf('\n', o);
            if (close > 0 && (nl < 0 || close < nl)) return new TextRange(o, close + 1);
        }
        int e = o;
        while (e < text.length() && (Character.isLetterOrDigit(text.charAt(e)) || text.charAt(e) == '_')) e++;
        if (e == o && o < text.length() && text.charAt(o) != '\n') e = o + 1;
        return new TextRange(o, e);
    }

    private static List<TdStatements.Span> includesOf(String text) {
        return TdStatements.of(text).spans().stream().filter(s -> s.keyword() == TdTokenKind.INCLUDE).toList();
    }

    /** The quoted name of an include statement, empty when it has none. */
    static Optional<TextRange> includeName(String text, TdStatements.Span inc) {
        int q = text.indexOf('"', inc.start());
        if (q < 0 || q >= inc.end()) return Optional.empty();
        int q2 = text.indexOf('"', q + 1);
        if (q2 < 0 || q2 > inc.end()) return Optional.empty();
        return Optional.of(new TextRange(q, q2 + 1));
    }

    /**
     * The range of the document's first include whose closure holds {@code target} (includes are
     * evaluated in order, so that is the one being evaluated when the error came), found over the
     * files the evaluation read, an include naming a file whose path ends with its name.
     */
    private static Optional<TextRange> includeLeadingTo(String text, List<TdStatements.Span> includes, Path target,
                                                        Map<Path, String> texts) {
        for (TdStatements.Span inc : includes) {
            Optional<TextRange> name = includeName(text, inc);
            if (name.isEmpty()) continue;
            String n = text.substring(name.get().start() + 1, name.get().end() - 1);
            if (reaches(n, target, texts, new ArrayList<>())) return name;
        }
        return Optional.empty();
    }

    private static boolean reaches(String includeName, Path target, Map<Path, String> texts, List<Path> visited) {
        for (Map.Entry<Path, String> e : texts.entrySet()) {
            Path p = e.getKey();
            if (!p.endsWith(includeName) || visited.contains(p)) continue;
            if (p.equals(target)) return true;
            visited.add(p);
            for (TdStatements.Span inc : includesOf(e.getValue())) {
                Optional<TextRange> name = includeName(e.getValue(), inc);
                if (name.isPresent() && reaches(e.getValue().substring(name.get().start() + 1, name.get().end() - 1),
                        target, texts, visited)) return true;
            }
        }
        return false;
    }
}
