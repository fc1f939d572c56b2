package pdll.ide.tokens;

import java.util.ArrayList;
import java.util.List;
import pdll.ide.answer.SemanticToken;
import pdll.ide.answer.TokenType;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;

/**
 * Highlighting from the tokens and their immediate neighbours only (no semantic analysis): core
 * constraint keywords ({@code Value}, {@code Op}, ...) as types, {@code op<dialect.name>} as
 * namespace + class, declared and called names as functions, {@code let} and argument names as
 * variable declarations, members after {@code .} as properties. Comments, strings, numbers, native
 * code blocks and {@code #include} too.
 */
public final class SemanticTokens {
    private SemanticTokens() {}

    public static List<SemanticToken> compute(SyntaxTree tree) {
        List<SemanticToken> out = new ArrayList<>();
        for (TopLevel tl : tree.topLevels()) {
            List<Token> all = tl.tokens();
            List<Token> sig = new ArrayList<>();
            for (Token t : all) if (!t.kind().isTrivia() && t.kind() != TokenKind.EOF) sig.add(t);
            int base = tl.offset();
            boolean inOpName = false;
            int si = 0;
            for (Token t : all) {
                if (t.kind().isTrivia()) {
                    out.add(new SemanticToken(base + t.start(), base + t.end(), TokenType.COMMENT, false,
                            t.kind() == TokenKind.DOC_COMMENT));
                    continue;
                }
                if (t.kind() == TokenKind.EOF) continue;
                Token prev = si > 0 ? sig.get(si - 1) : null;
                Token next = si + 1 < sig.size() ? sig.get(si + 1) : null;
                si++;
                TokenType type = null;
                boolean decl = false;
                if (inOpName) {
                    if (t.kind() == TokenKind.LESS || t.kind() == TokenKind.DOT) continue;
                    if (isWord(t)) {
                        type = next != null && next.kind() == TokenKind.DOT && prev != null && prev.kind() == TokenKind.LESS
                                ? TokenType.NAMESPACE : TokenType.CLASS;
                        out.add(new SemanticToken(base + t.start(), base + t.end(), type, false, false));
                        continue;
                    }
                    inOpName = false;
                }
                switch (t.kind()) {
                    case KW_ATTR, KW_OP, KW_TYPE, KW_TYPE_RANGE, KW_VALUE, KW_VALUE_RANGE, KW_OPNAME -> {
                        type = TokenType.TYPE;
                        if (t.kind() == TokenKind.KW_OP && next != null && next.kind() == TokenKind.LESS) inOpName = true;
                    }
                    case STRING, CODE_BLOCK -> type = TokenType.STRING;
                    case INTEGER -> type = TokenType.NUMBER;
                    case DIRECTIVE -> type = TokenType.MACRO;
                    case ARROW, EQUAL_ARROW, EQUAL -> type = TokenType.OPERATOR;
                    case IDENTIFIER -> {
                        boolean literalKw = (t.text().equals("op") || t.text().equals("attr") || t.text().equals("type"))
                                && next != null && next.kind() == TokenKind.LESS;
                        if (literalKw) {
                            type = TokenType.KEYWORD;
                            if (t.text().equals("op")) inOpName = true;
                        } else if (prev != null && (prev.kind() == TokenKind.KW_CONSTRAINT || prev.kind() == TokenKind.KW_REWRITE)) {
                            type = TokenType.FUNCTION;
                            decl = true;
                        } else if (prev != null && prev.kind() == TokenKind.KW_PATTERN) {
                            type = TokenType.CLASS;
                            decl = true;
                        } else if (prev != null && (prev.kind() == TokenKind.LBRACE || prev.kind() == TokenKind.COMMA)
                                && next != null && next.kind() == TokenKind.EQUAL) {
                            type = TokenType.PROPERTY; // an attribute name in op<...>(...) {name = value}
                        } else if (prev != null && prev.kind() == TokenKind.DOT) {
                            type = TokenType.PROPERTY;
                        } else if (next != null && next.kind() == TokenKind.LPAREN) {
                            type = TokenType.FUNCTION;
                        } else if (prev != null && prev.kind() == TokenKind.KW_LET) {
                            type = TokenType.VARIABLE;
                            decl = true;
                        } else if (next != null && next.kind() == TokenKind.COLON) {
                            type = TokenType.VARIABLE;
                            decl = true;
                        } else {
                            type = TokenType.VARIABLE;
                        }
                    }
                    default -> {
                        if (t.kind().isKeyword()) type = prev != null && prev.kind() == TokenKind.DOT ? TokenType.PROPERTY : TokenType.KEYWORD;
                    }
                }
                if (type != null && t.end() > t.start()) out.add(new SemanticToken(base + t.start(), base + t.end(), type, decl, false));
            }
        }
        return out;
    }

    private static boolean isWord(Token t) {
        return t.kind() == TokenKind.IDENTIFIER || t.kind().isKeyword();
    }
}
