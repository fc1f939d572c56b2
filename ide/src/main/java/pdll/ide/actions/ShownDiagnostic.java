package pdll.ide.actions;

import pdll.base.text.TextRange;

/** A diagnostic the editor shows where it asks for quick fixes: a fix names those it fixes. */
public record ShownDiagnostic(TextRange range, String message) {}
