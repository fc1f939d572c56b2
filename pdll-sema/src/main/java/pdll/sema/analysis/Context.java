package pdll.sema.analysis;

/** What part of a declaration is being analysed: it decides which calls and statements are allowed. */
enum Context {
    GLOBAL, CONSTRAINT, REWRITE, PATTERN_MATCH
}
