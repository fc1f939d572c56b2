package pdll.ide.answer;

import pdll.ide.text.FileSpan;

/** A workspace symbol matching a query: its name and kind, where it is, and what holds it (its file's name). */
public record SymbolMatch(String name, SymbolKind kind, FileSpan location, String container) {}
