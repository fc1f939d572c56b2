package pdll.ide.td;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import pdll.base.text.TextRange;
import pdll.ide.answer.InlayHint;
import pdll.ide.answer.SignatureInfo;
import pdll.ide.td.TdFileIndex.Occurrence;
import pdll.ide.td.TdFileIndex.Role;
import pdll.tablegen.syntax.TdEditorToken;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * Template arguments where a class or multiclass is used ({@code : Base<3, "x">},
 * {@code Base<3>} in a value): signature help while the list is typed (from the tokens before the
 * cursor, the argument at the cursor active; in a bang operator's parentheses, the operator's
 * operands, from {@link TdBangOperators}) and inlay hints naming each positional argument
 * (not where the value is a name equal to the argument's).
 */
public final class TdTemplateArgs {
    private TdTemplateArgs() {}

    /** The signature of the class whose template argument list holds the cursor; null outside one. */
    public static SignatureInfo signatureHelp(TdAnalysis a, int offset) {
        String text = a.snapshot().text();
        List<TdEditorToken> toks = TdSignificantTokens.of(text.substring(0, Math.max(0, Math.min(offset, text.length()))));
        int depth = 0, commas = 0;
        for (int i = toks.size() - 1; i > 0; i--) {
            TdTokenKind k = toks.get(i).kind();
            switch (k) {
                case GT, RPAREN, RBRACKET, RBRACE -> depth++;
                case LPAREN -> {
                    if (depth == 0) return bangSignature(text, toks, i, commas); // a value's parentheses: an operator's operands?
                    depth--;
                }
                case LBRACKET, LBRACE -> {
                    if (depth == 0) return null; // the cursor is in a value's brackets, not in a template argument list
                    depth--;
                }
                case SEMI -> {
                    return null;
                }
                case COMMA -> {
                    if (depth == 0) commas++;
                }
                case LT -> {
                    if (depth > 0) {
                        depth--;
                        break;
                    }
                    TdEditorToken name = toks.get(i - 1);
                    if (name.kind() != TdTokenKind.ID) return null;
                    return signature(a, text.substring(name.start(), name.end()), commas);
                }
                default -> { }
            }
        }
        return null;
    }

    /**
     * The signature of the bang operator whose {@code (} is {@code toks[paren]} ({@code !op(} or
     * {@code !op<type>(}), the operand after {@code commas} commas active; null for a dag's
     * parentheses or an operator the table does not know.
     */
    private static SignatureInfo bangSignature(String text, List<TdEditorToken> toks, int paren, int commas) {
        int i = paren - 1;
        if (i >= 0 && toks.get(i).kind() == TdTokenKind.GT) {
            int angle = 0;
            for (; i >= 0; i--) {
                TdTokenKind k = toks.get(i).kind();
                if (k == TdTokenKind.GT) angle++;
                else if (k == TdTokenKind.LT && --angle == 0) break;
            }
            i--;
        }
        if (i < 0 || toks.get(i).kind() != TdTokenKind.BANG_OPERATOR) return null;
        String name = text.substring(toks.get(i).start(), toks.get(i).end());
        TdBangOperators.Operator op = TdBangOperators.all().get(name.startsWith("!") ? name.substring(1) : name);
        return op == null ? null : op.signature(commas);
    }

    private static SignatureInfo signature(TdAnalysis a, String name, int active) {
        Optional<Occurrence> cls = a.names().templated(name);
        if (cls.isEmpty() || cls.get().opens == null) return null;
        List<Occurrence> args = templateArgs(cls.get());
        StringBuilder label = new StringBuilder(name).append('<');
        List<SignatureInfo.Parameter> params = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (i > 0) label.append(", ");
            int start = label.length();
            Occurrence arg = args.get(i);
            label.append(TdHover.typeBefore(arg.file.source.text(), arg.start)).append(' ').append(arg.name);
            params.add(new SignatureInfo.Parameter(start, label.length(), ""));
        }
        label.append('>');
        String kind = cls.get().role == Role.MULTICLASS ? "multiclass" : "class";
        return new SignatureInfo(List.of(new SignatureInfo.Signature(label.toString(), kind + " " + name, params)), 0,
                Math.min(active, Math.max(0, args.size() - 1)));
    }

    private static List<Occurrence> templateArgs(Occurrence cls) {
        return cls.opens.declared.values().stream().filter(o -> o.role == Role.TEMPLATE_ARG).toList();
    }

    /** {@code name:} before each positional template argument in the range. */
    public static List<InlayHint> inlayHints(TdAnalysis a, TextRange range) {
        List<InlayHint> out = new ArrayList<>();
        for (TdFileIndex.ArgList l : a.document().argLists) {
            Optional<Occurrence> cls = a.names().templated(l.className());
            if (cls.isEmpty() || cls.get().opens == null) continue;
            List<Occurrence> args = templateArgs(cls.get());
            for (int i = 0; i < l.positionalStarts().size() && i < args.size(); i++) {
                int at = l.positionalStarts().get(i);
                if (at < range.start() || at > range.end() || args.get(i).name.equals(l.positionalIds().get(i))) continue;
                out.add(new InlayHint(at, args.get(i).name + ":", InlayHint.Kind.PARAMETER));
            }
        }
        out.sort(Comparator.comparingInt(InlayHint::offset));
        return out;
    }
}
