package pdll.ide.answer;

/**
 * What an outline entry declares, in PDLL's vocabulary (and a part of a document split at
 * {@code // -----}), then in TableGen's (classes, defs and {@code defm}s, multiclasses, defsets,
 * fields and {@code let}s, template arguments, types).
 */
public enum SymbolKind { PATTERN, CONSTRAINT, REWRITE, VARIABLE, SPLIT_PART, TD_CLASS, TD_DEF, TD_MULTICLASS, TD_DEFSET, TD_FIELD,
    TD_TEMPLATE_ARG, TD_TYPE }
