package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import pdll.base.text.TextRange;
import pdll.ide.answer.DocumentSymbol;
import pdll.ide.answer.SymbolKind;
import pdll.ide.td.TdFileIndex.Occurrence;
import pdll.ide.td.TdFileIndex.Role;
import pdll.tablegen.source.SourceFile;

/**
 * The outline of a {@code .td} document: its top-level classes, defs, {@code defm}s, multiclasses,
 * defsets, defvars and types, each spanning its statement; a class lists its template arguments
 * and the fields it declares or sets ({@code let}), a def the fields it declares or sets, a
 * multiclass its template arguments and the records it declares. Needs only the document's own
 * syntax (no evaluation, no includes).
 */
public final class TdSymbols {
    private TdSymbols() {}

    /** The outline of a document's text. */
    public static List<DocumentSymbol> of(Path file, String text) {
        return of(TdFileIndex.of(file, SourceFile.of(file.toString(), text)));
    }

    static List<DocumentSymbol> of(TdFileIndex doc) {
        // each top-level record's members at once: looking them up among all of the file's names
        // for every record made the outline quadratic (32,000 defs: 14.7 s)
        Map<TdFileIndex.Scope, List<Occurrence>> byScope = new IdentityHashMap<>();
        for (Occurrence o : doc.occurrences()) byScope.computeIfAbsent(o.scope, k -> new ArrayList<>()).add(o);
        List<DocumentSymbol> out = new ArrayList<>();
        for (Occurrence d : doc.topLevel) out.add(symbol(doc, d, byScope));
        return out;
    }

    private static DocumentSymbol symbol(TdFileIndex doc, Occurrence d, Map<TdFileIndex.Scope, List<Occurrence>> byScope) {
        List<DocumentSymbol> children = new ArrayList<>();
        if (d.opens != null) {
            for (Occurrence o : byScope.getOrDefault(d.opens, List.of())) {
                if (o == d) continue;
                switch (o.role) {
                    case TEMPLATE_ARG -> children.add(leaf(o, SymbolKind.TD_TEMPLATE_ARG, TdHover.typeBefore(doc.source.text(), o.start)));
                    case FIELD -> children.add(leaf(o, SymbolKind.TD_FIELD, TdHover.typeBefore(doc.source.text(), o.start)));
                    case LET -> children.add(leaf(o, SymbolKind.TD_FIELD, "let"));
                    case DEF, CLASS -> children.add(leaf(o, o.role == Role.DEF ? SymbolKind.TD_DEF : SymbolKind.TD_CLASS, ""));
                    case DEFM -> children.add(leaf(o, SymbolKind.TD_DEF, "defm"));
                    default -> { }
                }
            }
        }
        SymbolKind kind = switch (d.role) {
            case CLASS -> SymbolKind.TD_CLASS;
            case MULTICLASS -> SymbolKind.TD_MULTICLASS;
            case DEFSET -> SymbolKind.TD_DEFSET;
            case DEFTYPE -> SymbolKind.TD_TYPE;
            case DEFVAR -> SymbolKind.VARIABLE;
            default -> SymbolKind.TD_DEF;
        };
        String detail = switch (d.role) {
            case DEFM -> "defm";
            case DEFSET -> "defset";
            case DEFVAR -> "defvar";
            case DEFTYPE -> "deftype";
            default -> "";
        };
        int end = Math.max(d.declarationEnd, d.end);
        return new DocumentSymbol(d.name, detail, kind, new TextRange(Math.min(d.declarationStart, d.start), end),
                new TextRange(d.start, d.end), children);
    }

    private static DocumentSymbol leaf(Occurrence o, SymbolKind kind, String detail) {
        int start = Math.min(o.declarationStart, o.start);
        return new DocumentSymbol(o.name, detail, kind, new TextRange(start, o.end), new TextRange(o.start, o.end), List.of());
    }
}
