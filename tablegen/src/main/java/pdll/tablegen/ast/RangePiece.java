package pdll.tablegen.ast;

/** One element of a range list: a single value ({@code end == null}) or {@code start...end} / {@code start-end}. */
public record RangePiece(Expr start, Expr end) {}
