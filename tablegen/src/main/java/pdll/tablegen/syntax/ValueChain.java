package pdll.tablegen.syntax;

import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.ast.Expr;
import pdll.tablegen.ast.Ident;
import pdll.tablegen.ast.RangePiece;
import pdll.tablegen.source.Loc;

/**
 * The operands of a paste chain as the parser meets them, folded right-associated like the
 * reference: {@code a # b.c # d} is {@code Paste(a, Paste(b.c, d))}, each Paste located at its
 * {@code #}. Field and index suffixes apply to the operand being read; the caller folds the chain
 * before a bit slice (in value mode {@code a # b{0}} slices the whole paste).
 */
final class ValueChain {
    private final ArrayList<Expr> lefts = new ArrayList<>(2);
    private final ArrayList<Loc> hashes = new ArrayList<>(2);
    private Expr current;

    ValueChain(Expr first) {
        this.current = first;
    }

    /** {@code # rhs}; rhs is null for a '#' with nothing after it. */
    void paste(Loc hash, Expr rhs) {
        lefts.add(current);
        hashes.add(hash);
        current = rhs;
    }

    void field(Ident f) {
        current = new Expr.FieldAccess(current.loc(), current, f);
    }

    void index(List<RangePiece> slices, boolean trailingComma) {
        current = new Expr.Index(current.loc(), current, slices, trailingComma);
    }

    Expr finish() {
        Expr e = current;
        for (int i = lefts.size() - 1; i >= 0; i--) e = new Expr.Paste(hashes.get(i), lefts.get(i), e);
        lefts.clear();
        hashes.clear();
        current = e;
        return e;
    }
}
