package pdll.ide.answer;

import java.util.List;
import pdll.base.text.TextRange;

/**
 * An outline entry: {@code range} covers the whole declaration, {@code selection} its name (or its
 * keyword when anonymous); {@code detail} is a short signature or constraint list.
 */
public record DocumentSymbol(String name, String detail, SymbolKind kind, TextRange range, TextRange selection,
                             List<DocumentSymbol> children) {
    public DocumentSymbol {
        children = List.copyOf(children);
    }
}
