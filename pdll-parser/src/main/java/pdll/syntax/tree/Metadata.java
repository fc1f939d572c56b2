package pdll.syntax.tree;

/** Pattern metadata after {@code with}: {@code benefit(N)} ({@code benefit} set) or {@code recursion}. */
public record Metadata(Span span, Name name, Integer benefit) implements Node {}
