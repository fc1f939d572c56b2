package pdll.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.syntax.tree.Decl;
import pdll.syntax.tree.Expr;
import pdll.syntax.tree.Stmt;

/** Positions, tokens, error nodes, split input and decoded string literals. */
class SyntaxTreeApiTest {
    @Test
    void positionsCountBytesLikeTheReferenceAndUtf16ForLsp() {
        String text = "// é😀\nPattern => erase op<a.b> %;\n";
        SyntaxTree t = PdllParser.parse("u.pdll", text);
        int at = text.indexOf("é");
        SourcePos p = t.position(at + 1); // the emoji
        assertEquals(new SourcePos(1, 6, 4, at + 1), p); // "// " 3 bytes + é 2 bytes -> column 6; UTF-16 index 4
        SourcePos end = t.position(text.indexOf('\n'));
        assertEquals(10, end.column()); // 3 + 2 + 4 bytes
        assertEquals(6, end.utf16Character());
        assertEquals(List.of("u.pdll:2:26: error: unexpected character", "u.pdll:2:26: error: expected `;` after statement"),
                Trees.lines(t));
    }

    @Test
    void everyTokenIsKeptWithItsRange() {
        String text = "/// Doc line one.\n/// Doc line two.\nConstraint C(v: Value); // trailing\nPattern P => erase op<a.b>(v: Value);\n";
        SyntaxTree t = PdllParser.parse("t.pdll", text);
        StringBuilder rebuilt = new StringBuilder();
        for (TopLevel top : t.topLevels())
            for (Token tok : top.tokens()) {
                assertEquals(tok.text(), text.substring(top.offset() + tok.start(), top.offset() + tok.end()));
                rebuilt.append(tok.text());
            }
        assertEquals(text.replaceAll("\\s", ""), rebuilt.toString().replaceAll("\\s", ""));
        int c = t.topLevelAt(text.indexOf("Constraint"));
        Decl.Callable decl = (Decl.Callable) t.topLevels().get(c).decls().get(0);
        assertEquals("C", decl.name().text());
        assertEquals(new SourcePos(3, 12, 11, text.indexOf("C(")), t.position(t.topLevels().get(c).offset() + decl.name().span().start()));
    }

    @Test
    void errorsBecomeErrorNodesAndTheRestStillParses() {
        String text = "Pattern { let x = ; erase op<a.b>; }\nPattern Q(";
        SyntaxTree t = PdllParser.parse("e.pdll", text);
        List<Decl> decls = Trees.declarations(t);
        Decl.Pattern p = assertInstanceOf(Decl.Pattern.class, decls.get(0));
        List<Stmt> stmts = ((Stmt.Compound) p.body()).statements();
        assertInstanceOf(Stmt.Error.class, stmts.get(0));
        Stmt.Erase erase = assertInstanceOf(Stmt.Erase.class, stmts.get(1));
        assertInstanceOf(Expr.Operation.class, erase.root());
        Decl.Error broken = assertInstanceOf(Decl.Error.class, decls.get(1));
        assertEquals("Q", broken.name().text()); // kept for outlines
        assertEquals(2, t.diagnostics().size());
    }

    @Test
    void anUnclosedBlockKeepsItsDeclaration() {
        String text = "Pattern P {\n  let x = op<a.b>;\n  rewrite x with {\n    erase x;\n";
        SyntaxTree t = PdllParser.parse("open.pdll", text);
        assertEquals(List.of("open.pdll:5:1: error: expected expression"), Trees.lines(t));
        Decl.Pattern p = assertInstanceOf(Decl.Pattern.class, Trees.declarations(t).get(0));
        assertEquals("P", p.name().text());
        assertInstanceOf(Stmt.Let.class, ((Stmt.Compound) p.body()).statements().get(0));
    }

    @Test
    void splitInputKeepsWholeFilePositions() {
        String text = "Pattern => erase op<a.b>;\n// -----\n\nPattern => erase op<a.b>\n// -----\nPattern => erase op<a.b>;";
        List<SyntaxTree> parts = PdllParser.parseSplit("s.pdll", text, ParseOptions.DEFAULT);
        assertEquals(3, parts.size());
        assertFalse(parts.get(0).hasErrors());
        assertFalse(parts.get(2).hasErrors());
        SyntaxTree second = parts.get(1);
        assertEquals(text.indexOf("// -----") + 8, second.originOffset());
        assertEquals(List.of("s.pdll:5:1: error: expected `;` after statement"),
                Trees.lines(second));
        assertEquals(text.indexOf("// -----\nPattern => erase op<a.b>;"), second.position(second.diagnostics().get(0).offset()).offset());
        // without the option the separator is an ordinary comment
        assertTrue(PdllParser.parse("s.pdll", text).hasErrors());
        // like the reference, the marker splits anywhere and the rest of its line goes to the next part
        String odd = "Pattern => erase op<a.b>; // ----- foo\nPattern => erase op<a.b>;\n// ------\n";
        List<SyntaxTree> oddParts = PdllParser.parseSplit("o.pdll", odd, ParseOptions.DEFAULT);
        assertEquals(3, oddParts.size());
        assertEquals(List.of("o.pdll:1:36: error: expected top-level declaration, such as a `Pattern`"),
                Trees.lines(oddParts.get(1)));
        assertEquals(List.of("o.pdll:3:9: error: unexpected character", "o.pdll:3:9: error: expected top-level declaration, such as a `Pattern`"),
                Trees.lines(oddParts.get(2)));
    }

    @Test
    void stringLiteralsOfferTheirDecodedValue() {
        String text = """
                #include "a\\2Fb.pdll"
                Rewrite R() "x\\n\\"y\\"";
                Rewrite B() [{ \\n }];
                Pattern => replace op<a.b> with op<c.d> {"k\\\\1" = attr<"\\"s\\"">, t = attr<[{ \\t }]>} -> (type<"i\\332">);
                """;
        List<Decl> decls = Trees.declarations(PdllParser.parse("v.pdll", text));
        assertEquals("a/b.pdll", ((Decl.Include) decls.get(0)).file());
        assertEquals("x\n\"y\"", ((Decl.Body.Native) ((Decl.Callable) decls.get(1)).body()).code());
        assertEquals(" \\n ", ((Decl.Body.Native) ((Decl.Callable) decls.get(2)).body()).code());
        Stmt.Replace replace = (Stmt.Replace) ((Decl.Pattern) decls.get(3)).body();
        Expr.Operation op = (Expr.Operation) replace.replacements().get(0);
        assertEquals("k\\1", op.attributes().get(0).name().text());
        assertEquals("\"s\"", ((Expr.AttrLiteral) op.attributes().get(0).value()).value());
        assertEquals(" \\t ", ((Expr.AttrLiteral) op.attributes().get(1).value()).value());
        assertEquals("i32", ((Expr.TypeLiteral) op.results().get(0)).value());
    }
}
