package pdll.tablegen.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pdll.tablegen.ast.Arg;
import pdll.tablegen.ast.BodyItem;
import pdll.tablegen.ast.Expr;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.ast.RangePiece;
import pdll.tablegen.ast.Stmt;
import pdll.tablegen.ast.TypeRef;
import pdll.tablegen.source.Loc;

/** The shape and locations of the trees the parser builds. */
class TdSyntaxStructureTest {

    private static List<Stmt> ok(String text) {
        ParsedFile pf = SyntaxTestSupport.parse(text);
        assertEquals("(ok)", SyntaxTestSupport.firstError(pf));
        assertTrue(pf.diagnostics().isEmpty());
        return pf.statements();
    }

    private static Expr fieldValue(Stmt s, int item) {
        BodyItem b = ((Stmt.Def) s).body().get(item);
        if (b instanceof BodyItem.FieldDecl f) return f.value();
        return ((BodyItem.FieldLet) b).value();
    }

    private static String at(Loc l) {
        return l.line() + ":" + l.column();
    }

    @Test
    void locations() {
        List<Stmt> s = ok("// c\nclass C<int a = 1> : P<a, n = 2> {\n  field string s = \"x\";\n}\n");
        Stmt.ClassDef c = (Stmt.ClassDef) s.get(0);
        assertEquals("2:1", at(c.loc()));
        assertEquals("2:7", at(c.name().loc()));
        assertEquals("2:9", at(c.templateArgs().get(0).loc()));
        assertEquals("2:13", at(c.templateArgs().get(0).name().loc()));
        assertEquals("2:22", at(c.parents().get(0).loc()));
        Arg named = c.parents().get(0).args().get(1);
        assertEquals("n", named.name().text());
        assertEquals("2:27", at(named.loc()));
        BodyItem.FieldDecl f = (BodyItem.FieldDecl) c.body().get(0);
        assertEquals("3:3", at(f.loc()));
        assertInstanceOf(TypeRef.Str.class, f.type());
        assertEquals("3:9", at(f.type().loc()));
        assertEquals("3:16", at(f.name().loc()));
        assertEquals("3:20", at(f.value().loc()));
        assertEquals("t.td:2:1", c.loc().toString());
    }

    @Test
    void locationsAreCharOffsetsAfterSupplementaryCharacters() {
        String text = "// \ud83d\ude00 smile\ndef A;\n";
        Stmt.Def d = (Stmt.Def) ok(text).get(0);
        assertEquals(text.indexOf("def"), d.loc().offset());
        assertEquals("2:1", at(d.loc()));
    }

    @Test
    void literals() {
        String text = "def A {\n int h = 0x1F; int b = 0b101; int n = -42; int p = +7; bit t = true; bit f = false;\n"
                + " int w = 18446744073709551615; int m = -9223372036854775808;\n"
                + " string e = \"q\\\"\\\\\\t\\n\\'\"; string j = \"one \" /* x */ \"two\"\n \"three\";\n"
                + " code c = [{ a\n  b }]; string u = ?;\n}";
        Stmt s = ok(text).get(0);
        assertEquals(31, ((Expr.IntLit) fieldValue(s, 0)).value());
        assertEquals(5, ((Expr.IntLit) fieldValue(s, 1)).value());
        assertEquals(-42, ((Expr.IntLit) fieldValue(s, 2)).value());
        assertEquals(7, ((Expr.IntLit) fieldValue(s, 3)).value());
        Expr.IntLit t = (Expr.IntLit) fieldValue(s, 4);
        assertTrue(t.bool());
        assertEquals(1, t.value());
        assertEquals(0, ((Expr.IntLit) fieldValue(s, 5)).value());
        assertEquals(-1, ((Expr.IntLit) fieldValue(s, 6)).value());
        assertEquals(Long.MIN_VALUE, ((Expr.IntLit) fieldValue(s, 7)).value());
        assertEquals("q\"\\\t\n'", ((Expr.StrLit) fieldValue(s, 8)).value());
        Expr.StrLit joined = (Expr.StrLit) fieldValue(s, 9);
        assertEquals("one twothree", joined.value());
        assertFalse(joined.code());
        assertEquals(text.indexOf("\"one"), joined.loc().offset());
        Expr.StrLit code = (Expr.StrLit) fieldValue(s, 10);
        assertTrue(code.code());
        assertEquals(" a\n  b ", code.value());
        assertInstanceOf(Expr.Unset.class, fieldValue(s, 11));
    }

    @Test
    void identifiersStartingWithDigits() {
        List<Stmt> s = ok("class 0DTensorOf<int w>;\ndef 1D : 0DTensorOf<-3>;\ndef X { int a = 0xg; int b = 0x1F; }");
        assertEquals("0DTensorOf", ((Stmt.ClassDef) s.get(0)).name().text());
        assertEquals("1D", ((Expr.Id) ((Stmt.Def) s.get(1)).name()).name());
        assertEquals("0xg", ((Expr.Id) fieldValue(s.get(2), 0)).name());
        assertEquals(31, ((Expr.IntLit) fieldValue(s.get(2), 1)).value());
    }

    @Test
    void pasteIsRightAssociativeAndLocatedAtTheHash() {
        Stmt s = ok("def A { string s = a # b.c # d[0]; string t = \"x\" #; list<int> l = x # y{0}; }").get(0);
        Expr.Paste p = (Expr.Paste) fieldValue(s, 0);
        assertEquals("1:22", at(p.loc()));
        assertEquals("a", ((Expr.Id) p.lhs()).name());
        Expr.Paste inner = (Expr.Paste) p.rhs();
        assertEquals("1:28", at(inner.loc()));
        Expr.FieldAccess bc = (Expr.FieldAccess) inner.lhs();
        assertEquals("c", bc.field().text());
        assertEquals(bc.base().loc(), bc.loc());
        Expr.Index d0 = (Expr.Index) inner.rhs();
        assertEquals(d0.base().loc(), d0.loc());

        Expr.Paste trailing = (Expr.Paste) fieldValue(s, 1);
        assertNull(trailing.rhs());
        assertEquals("x", ((Expr.StrLit) trailing.lhs()).value());

        // in value mode a bit slice after a paste applies to the whole paste
        Expr.BitSlice slice = (Expr.BitSlice) fieldValue(s, 2);
        assertInstanceOf(Expr.Paste.class, slice.base());
    }

    @Test
    void defNamesAreValues() {
        List<Stmt> s = ok("multiclass M { def NAME # _Y : C; def X#; def : C; }\ndef Item#1 {}\ndef;\ndef : C;");
        Stmt.Multiclass m = (Stmt.Multiclass) s.get(0);
        Expr.Paste n = (Expr.Paste) ((Stmt.Def) m.body().get(0)).name();
        assertEquals("NAME", ((Expr.Id) n.lhs()).name());
        assertEquals("_Y", ((Expr.Id) n.rhs()).name());
        Expr.Paste trailing = (Expr.Paste) ((Stmt.Def) m.body().get(1)).name();
        assertNull(trailing.rhs());
        assertNull(((Stmt.Def) m.body().get(2)).name());
        Stmt.Def item = (Stmt.Def) s.get(1);
        assertInstanceOf(Expr.Paste.class, item.name());
        assertTrue(item.body().isEmpty());
        assertNull(((Stmt.Def) s.get(2)).name());
        assertEquals("C", ((Stmt.Def) s.get(3)).parents().get(0).name().text());
    }

    @Test
    void directiveOrPasteAtLineStart() {
        Set<String> defines = new HashSet<>();
        ParsedFile pf = SyntaxTestSupport.parse("t.td", "#define M\ndef A {\n  string s = \"a\"\n  # \"b\"\n"
                + "  # !if(1, \"c\", \"d\");\n}\n/* c */ #ifdef M\ndef B;\n  #endif // done\n", defines);
        assertEquals("(ok)", SyntaxTestSupport.firstError(pf));
        assertEquals(2, pf.statements().size());
        Expr.Paste p = (Expr.Paste) fieldValue(pf.statements().get(0), 0);
        assertEquals("4:3", at(p.loc()));
        assertInstanceOf(Expr.Bang.class, ((Expr.Paste) p.rhs()).rhs());
        assertEquals(Set.of("M"), defines);
    }

    @Test
    void directivesInCodeBlocksStringsAndCommentsAreText() {
        ParsedFile pf = SyntaxTestSupport.parse("def A { code c = [{\n#ifdef __cplusplus\nint x;\n#endif\n}];\n"
                + "string s = \"#ifdef X\"; }\n/*\n#ifdef Y\n*/\n// #else\n");
        assertEquals("(ok)", SyntaxTestSupport.firstError(pf));
        Expr.StrLit c = (Expr.StrLit) fieldValue(pf.statements().get(0), 0);
        assertTrue(c.value().contains("#ifdef __cplusplus"));
    }

    @Test
    void inactiveRegionsAreNotLexed() {
        List<Stmt> s = ok("#ifdef NOPE\ndef A { string s = \"open\n [{ unterminated\n #ifdef INNER\n@@@\n #endif\n"
                + "#else\ndef B;\n#endif\n#ifndef NOPE\ndef C;\n#endif\n");
        assertEquals(2, s.size());
        assertEquals("B", ((Expr.Id) ((Stmt.Def) s.get(0)).name()).name());
    }

    @Test
    void includeGuardReentry() {
        String text = "#ifndef GUARD\n#define GUARD\ninclude \"other.td\"\ndef A;\n#endif // GUARD\n";
        Set<String> defines = new HashSet<>();
        ParsedFile first = SyntaxTestSupport.parse("g.td", text, defines);
        assertEquals(2, first.statements().size());
        Stmt.Include inc = (Stmt.Include) first.statements().get(0);
        assertEquals("other.td", inc.path());
        assertEquals("3:1", at(inc.loc()));
        assertEquals("3:9", at(inc.pathLoc()));
        assertTrue(defines.contains("GUARD"));
        ParsedFile again = SyntaxTestSupport.parse("g.td", text, defines);
        assertTrue(again.statements().isEmpty());
        assertTrue(again.diagnostics().isEmpty());
    }

    @Test
    void statements() {
        List<Stmt> s = ok("let a = 1, b<0-3> = 2 in { def X; }\nlet c = 3 in def Y;\n"
                + "foreach i = [1, 2] in def F#i;\nforeach i = {1, 3-5, 7...8} in {}\nforeach i = 0...3 in def G#i;\n"
                + "foreach i = 0-3 in def H#i;\nif x then def I; else { def J; }\nassert 1, \"m\";\ndump \"d\";\n"
                + "defvar v = 1;\ndeftype T = list<int>;\ndefset list<C> S = { def K : C; }\n"
                + "multiclass M<int a> : N<a>;\ndefm D : M<1>, C;\ndefm : M<2>;\n");
        Stmt.Let let = (Stmt.Let) s.get(0);
        assertEquals(2, let.bindings().size());
        assertNull(let.bindings().get(0).bits());
        RangePiece bits = let.bindings().get(1).bits().get(0);
        assertEquals(3, ((Expr.IntLit) bits.end()).value());
        assertEquals(1, let.body().size());
        assertEquals(1, ((Stmt.Let) s.get(1)).body().size());
        Stmt.Foreach f1 = (Stmt.Foreach) s.get(2);
        assertInstanceOf(Expr.ListLit.class, f1.list());
        assertNull(f1.ranges());
        Stmt.Foreach f2 = (Stmt.Foreach) s.get(3);
        assertNull(f2.list());
        assertEquals(3, f2.ranges().size());
        assertNull(f2.ranges().get(0).end());
        assertEquals(5, ((Expr.IntLit) f2.ranges().get(1).end()).value());
        assertEquals(8, ((Expr.IntLit) f2.ranges().get(2).end()).value());
        assertEquals(3, ((Expr.IntLit) ((Stmt.Foreach) s.get(4)).ranges().get(0).end()).value());
        assertEquals(3, ((Expr.IntLit) ((Stmt.Foreach) s.get(5)).ranges().get(0).end()).value());
        Stmt.If iff = (Stmt.If) s.get(6);
        assertEquals(1, iff.thenBody().size());
        assertEquals(1, iff.elseBody().size());
        assertInstanceOf(Stmt.Assert.class, s.get(7));
        assertInstanceOf(Stmt.Dump.class, s.get(8));
        assertInstanceOf(Stmt.Defvar.class, s.get(9));
        assertInstanceOf(TypeRef.ListOf.class, ((Stmt.Deftype) s.get(10)).type());
        assertEquals(1, ((Stmt.Defset) s.get(11)).body().size());
        Stmt.Multiclass m = (Stmt.Multiclass) s.get(12);
        assertEquals("N", m.parents().get(0).name().text());
        assertTrue(m.body().isEmpty());
        Stmt.Defm d = (Stmt.Defm) s.get(13);
        assertEquals(2, d.parents().size());
        assertNull(((Stmt.Defm) s.get(14)).name());
    }

    @Test
    void danglingElseBindsToTheInnerIf() {
        Stmt.If outer = (Stmt.If) ok("if a then if b then def X; else def Y;").get(0);
        assertNull(outer.elseBody());
        assertEquals(1, ((Stmt.If) outer.thenBody().get(0)).elseBody().size());
    }

    @Test
    void values() {
        Stmt s = ok("def A {\n"
                + " list<C> l = []<C>;\n"
                + " bits<2> b = {1, 0};\n"
                + " dag d = (op:$o a:$x, $y, ?:$z, (ins));\n"
                + " int i = C<1, n = 2>.f;\n"
                + " int j = !cast<int>(x);\n"
                + " list<int> k = !foreach(e, [1], !add(e, 1));\n"
                + " int c = !cond(x : 1, true : 2,);\n"
                + " int g = !getdagop<C>(d);\n"
                + " list<int> s = l[1...3, 5];\n"
                + " bits<2> t = b{1-0};\n"
                + "}").get(0);
        Expr.ListLit empty = (Expr.ListLit) fieldValue(s, 0);
        assertTrue(empty.elements().isEmpty());
        assertInstanceOf(TypeRef.ClassRef.class, empty.elementType());
        assertEquals(2, ((Expr.BitsLit) fieldValue(s, 1)).bits().size());
        Expr.DagLit dag = (Expr.DagLit) fieldValue(s, 2);
        assertEquals("op", ((Expr.Id) dag.operator()).name());
        assertEquals("o", dag.operatorName().text());
        assertEquals(4, dag.args().size());
        assertEquals("x", dag.args().get(0).name().text());
        assertNull(dag.args().get(1).value());
        assertEquals("y", dag.args().get(1).name().text());
        assertInstanceOf(Expr.Unset.class, dag.args().get(2).value());
        assertNull(dag.args().get(3).name());
        Expr.FieldAccess fa = (Expr.FieldAccess) fieldValue(s, 3);
        Expr.ClassInst ci = (Expr.ClassInst) fa.base();
        assertEquals("C", ci.className().text());
        assertEquals(ci.loc(), fa.loc());
        assertNull(ci.args().get(0).name());
        assertEquals("n", ci.args().get(1).name().text());
        Expr.Bang cast = (Expr.Bang) fieldValue(s, 4);
        assertEquals("cast", cast.op());
        assertInstanceOf(TypeRef.Int.class, cast.typeArg());
        assertEquals("6:10", at(cast.loc()));
        Expr.Bang fe = (Expr.Bang) fieldValue(s, 5);
        assertEquals("foreach", fe.op());
        assertEquals("e", ((Expr.Id) fe.args().get(0)).name());
        Expr.Cond cond = (Expr.Cond) fieldValue(s, 6);
        assertEquals(2, cond.conditions().size());
        assertEquals(2, cond.values().size());
        assertInstanceOf(TypeRef.ClassRef.class, ((Expr.Bang) fieldValue(s, 7)).typeArg());
        Expr.Index idx = (Expr.Index) fieldValue(s, 8);
        assertEquals(2, idx.slices().size());
        assertEquals(3, ((Expr.IntLit) idx.slices().get(0).end()).value());
        Expr.BitSlice bs = (Expr.BitSlice) fieldValue(s, 9);
        assertEquals(0, ((Expr.IntLit) bs.bits().get(0).end()).value());
    }

    @Test
    void statementsBeforeTheErrorAreKept() {
        ParsedFile pf = SyntaxTestSupport.parse("def A;\nlet x = 1 in {\n  def B;\n  let y = 2 in {\n    def C;\n"
                + "    foreach i = [1] in { def D#i; def E { int = } }\n");
        assertEquals("t.td:6:47: error: Expected identifier in declaration", SyntaxTestSupport.firstError(pf));
        // A, and the let blocks open around the error with what they held (the reference has
        // evaluated those); the unfinished foreach is dropped
        assertEquals(2, pf.statements().size());
        Stmt.Let outer = (Stmt.Let) pf.statements().get(1);
        assertEquals(2, outer.body().size());
        Stmt.Let inner = (Stmt.Let) outer.body().get(1);
        assertEquals(1, inner.body().size());
        assertInstanceOf(Stmt.Def.class, inner.body().get(0));
    }

    @Test
    void includeOutsideStatementPosition() {
        ParsedFile pf = SyntaxTestSupport.parse("def A { include \"x.td\" }");
        assertEquals("t.td:1:9: error: include is only supported where a statement may appear",
                SyntaxTestSupport.firstError(pf));
    }

    @Test
    void definesAreReadAndUpdated() {
        Set<String> defines = new HashSet<>(Set.of("FEATURE"));
        ParsedFile pf = SyntaxTestSupport.parse("t.td", "#ifdef FEATURE\ndef WithFeature;\n#define MORE\n#else\n"
                + "def Without;\n#endif\n#ifdef MORE\ndef More;\n#endif\n", defines);
        assertEquals(2, pf.statements().size());
        assertEquals(Set.of("FEATURE", "MORE"), defines);
    }
}
