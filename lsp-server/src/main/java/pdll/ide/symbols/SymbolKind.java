package pdll.ide.symbols;

/** What an outline entry declares, in PDLL's vocabulary. */
public enum SymbolKind { PATTERN, CONSTRAINT, REWRITE, VARIABLE }
