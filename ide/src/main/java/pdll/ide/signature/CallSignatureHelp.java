package pdll.ide.signature;

import java.util.ArrayList;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.SignatureInfo;
import pdll.ide.syntax.TokenCursor;
import pdll.sema.ast.Decl;
import pdll.sema.query.SemanticModel;

/**
 * Signature help inside a Constraint or Rewrite call, in the reference's form:
 * {@code Name(a: Value, b: Type) -> ResultType} with the argument at the cursor active.
 */
public final class CallSignatureHelp {
    private CallSignatureHelp() {}

    public static SignatureInfo help(Analysis a, int offset) {
        if (a.model() == null) return null;
        SemanticModel.ExpectedArgument e = a.model().expectedArgumentAt(a.fileName(), offset).orElse(null);
        if (e == null) e = whileTyping(a, offset);
        if (e == null) return null;
        Decl.CallableDecl c = e.callee();
        StringBuilder label = new StringBuilder(c.name()).append('(');
        List<SignatureInfo.Parameter> params = new ArrayList<>();
        for (int i = 0; i < c.inputs().size(); i++) {
            if (i > 0) label.append(", ");
            int start = label.length();
            label.append(c.inputs().get(i).name()).append(": ").append(c.inputs().get(i).type());
            params.add(new SignatureInfo.Parameter(start, label.length(), ""));
        }
        label.append(") -> ").append(c.resultType());
        String doc = c.ods() != null ? c.ods().documentation() : "";
        return new SignatureInfo(List.of(new SignatureInfo.Signature(label.toString(), doc, params)), 0, e.index());
    }

    /**
     * A call still being typed does not parse, so the model has no call there: read the tokens
     * back to the unclosed {@code (}, take the name before it and count the commas.
     */
    private static SemanticModel.ExpectedArgument whileTyping(Analysis a, int offset) {
        TokenCursor tc = TokenCursor.around(a.snapshot().tree(), offset);
        int depth = 0, commas = 0;
        for (int i = tc.lastBefore(offset); i >= 1; i--) {
            TokenCursor.AbsToken t = tc.get(i);
            switch (t.kind()) {
                case RPAREN, RSQUARE, RBRACE -> depth++;
                case LSQUARE, LBRACE -> {
                    if (depth-- == 0) return null;
                }
                case SEMICOLON -> {
                    return null;
                }
                case COMMA -> {
                    if (depth == 0) commas++;
                }
                case LPAREN -> {
                    if (depth-- > 0) continue;
                    TokenCursor.AbsToken name = tc.get(i - 1);
                    if (name == null || !name.isWord()) return null;
                    for (Decl d : a.model().visibleAt(a.fileName(), name.start())) {
                        if (d instanceof Decl.CallableDecl c && c.name().equals(name.text())) {
                            return new SemanticModel.ExpectedArgument(c, commas,
                                    commas < c.inputs().size() ? c.inputs().get(commas) : null);
                        }
                    }
                    return null;
                }
                default -> { }
            }
        }
        return null;
    }
}
