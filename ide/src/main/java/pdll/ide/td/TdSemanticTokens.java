package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pdll.ide.td.TdFileIndex.Occurrence;
import pdll.ide.answer.SemanticToken;
import pdll.ide.answer.TokenType;
import pdll.tablegen.source.SourceFile;
import pdll.tablegen.syntax.TdEditorLexer;
import pdll.tablegen.syntax.TdEditorToken;

/**
 * Semantic tokens of a {@code .td} document from its text alone (no evaluation): the editor
 * tokens' kinds (keywords, type keywords, strings and code blocks, numbers, comments with
 * {@code ///} ones as documentation, directives as macros, bang operators as functions), and for
 * names the role the document's index gives them: classes and multiclasses (declarations marked),
 * defs, fields and {@code let}s as properties, template arguments, defvars and loop variables,
 * {@code deftype}s as types. A name in a statement cut short by a syntax error stays plain.
 */
public final class TdSemanticTokens {
    private TdSemanticTokens() {}

    public static List<SemanticToken> of(Path file, String text) {
        Map<Integer, Occurrence> names = new HashMap<>();
        for (Occurrence o : TdFileIndex.of(file, SourceFile.of(file.toString(), text)).occurrences()) names.putIfAbsent(o.start, o);
        List<SemanticToken> out = new ArrayList<>();
        for (TdEditorToken t : TdEditorLexer.tokens(text)) {
            switch (t.kind()) {
                case WHITESPACE, ERROR, LT, GT, LBRACE, RBRACE, LBRACKET, RBRACKET, LPAREN, RPAREN, COMMA, SEMI, COLON,
                     ASSIGN, DOTDOTDOT, DOT, HASH, QUESTION, PLUS, MINUS -> { }
                case LINE_COMMENT, BLOCK_COMMENT -> out.add(new SemanticToken(t.start(), t.end(), TokenType.COMMENT, false,
                        text.startsWith("///", t.start())));
                case PREPROCESSOR -> out.add(token(t, TokenType.MACRO));
                case STRING, CODE -> out.add(token(t, TokenType.STRING));
                case NUMBER -> out.add(token(t, TokenType.NUMBER));
                case BANG_OPERATOR -> out.add(token(t, TokenType.FUNCTION));
                case BIT, BITS, INT_KW, STRING_KW, CODE_KW, DAG, LIST -> out.add(token(t, TokenType.TYPE));
                case VARNAME -> out.add(token(t, TokenType.VARIABLE));
                case ID -> {
                    Occurrence o = names.get(t.start());
                    if (o == null) break;
                    TokenType type = switch (o.role) {
                        case CLASS, CLASS_REF, MULTICLASS, MULTICLASS_REF -> TokenType.CLASS;
                        case FIELD, LET, FIELD_REF -> TokenType.PROPERTY;
                        case DEFTYPE -> TokenType.TYPE;
                        case INCLUDE -> null;
                        default -> TokenType.VARIABLE;
                    };
                    if (type != null) out.add(new SemanticToken(t.start(), t.end(), type, o.role.declares(), false));
                }
                default -> out.add(token(t, TokenType.KEYWORD));
            }
        }
        return out;
    }

    private static SemanticToken token(TdEditorToken t, TokenType type) {
        return new SemanticToken(t.start(), t.end(), type, false, false);
    }
}
