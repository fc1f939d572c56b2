package pdll.tablegen.syntax;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.UnbufferedTokenStream;
import org.antlr.v4.runtime.atn.PredictionMode;
import pdll.tablegen.ast.ClassUse;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.ast.Stmt;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;

/**
 * Preprocessing and parsing of one TableGen file into {@link pdll.tablegen.ast} statements.
 *
 * <p>Pipeline: {@link TdLexer} (ANTLR) → {@link TdTokenSource} (directives, inactive regions,
 * literal decoding, lexer errors) → {@link TdParser} (ANTLR, building the tree in its actions,
 * no parse tree) with {@link TdErrorStrategy}, which stops at the first error with the message
 * mlir-tblgen-22 prints there.
 *
 * <p>Never throws and never recurses without bound: nesting is counted, and a file nested deeper
 * than the calling thread can safely take is parsed again on a thread with a large stack; beyond
 * that limit the result is a "nesting too deep" error.
 */
public final class TdSyntax {
    private TdSyntax() {}

    /** Nesting the calling thread may take (a few hundred bytes of stack per level). */
    static final int CALLER_DEPTH = 500;
    /** Nesting on the big-stack thread. */
    static final int DEEP_DEPTH = 100_000;
    static final long DEEP_STACK_BYTES = 1L << 30;

    private static final TdErrorStrategy STRATEGY = new TdErrorStrategy();

    /**
     * Preprocesses (reading and updating {@code defines}, the macro set shared across the whole
     * include closure) and parses one file. Never throws, never hangs. Returns the statements that
     * parsed before the first error and at most one error diagnostic (the reference stops at the
     * first error too; the evaluator evaluates the statements first and reports the syntax error
     * after them). A preprocessor error the reference reports on two lines carries the second line
     * as a note.
     */
    public static ParsedFile parse(SourceFile file, Set<String> defines) {
        Set<String> macros = defines != null ? defines : new HashSet<>();
        if (file == null) {
            return new ParsedFile(null, List.of(), List.of(Diagnostic.error(Loc.NONE, "no source file")));
        }
        Attempt a;
        try {
            a = attempt(file, macros, CALLER_DEPTH, 0, file.text().length(), 0);
            if (a.tooDeep) a = onDeepStack(file, macros);
        } catch (RuntimeException | StackOverflowError e) {
            a = Attempt.failed(file, 0, "internal error while parsing: " + e);
        }
        macros.addAll(a.added);
        return new ParsedFile(file, a.statements, a.diagnostics, a.classUses, a.ends, a.open, a.misplacedInclude);
    }

    /**
     * Parses the statements of {@code file} in {@code [from, to)} alone, as a file whose text were
     * that range (locations stay the file's), with where each ends: for re-parsing the statements
     * an edit touched. {@code from} is 0 or the end of a statement's last token, where {@code open}
     * conditionals ({@code #ifdef}/{@code #ifndef}) are open; {@code defines} are the macros at the
     * start of the file (only read). The result is null, and the caller parses the whole file,
     * when the range defines a macro or holds a directive that needs more of the text before it
     * than that ({@code #ifdef} after the start, an {@code #else} of a conditional opened before
     * it, the end of the file inside one), on nesting beyond what the calling thread takes, and on
     * a syntax error unless the range runs to the end of the file (a parse of the whole file,
     * which reads the same statements before the range, would meet it too).
     */
    public static ParsedFile parseRange(SourceFile file, int from, int to, Set<String> defines, int open) {
        try {
            Attempt a = attempt(file, new HashSet<>(defines), CALLER_DEPTH, from, to, open);
            if (a.tooDeep || a.neededEarlierText || !a.added.isEmpty() || a.failed && to < file.text().length()) return null;
            return new ParsedFile(file, a.statements, a.diagnostics, a.classUses, a.ends, a.open, a.misplacedInclude);
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /**
     * Whether {@code [from, to)} of a text holds what may be a preprocessor directive ({@code #}
     * and a directive's word; a {@code #} paste, in a string or a code block, is not one).
     */
    public static boolean mayHaveDirective(String text, int from, int to) {
        for (int i = text.indexOf('#', from); i >= 0 && i < to; i = text.indexOf('#', i + 1)) {
            if (TdDirective.at(text, i) != null) return true;
        }
        return false;
    }

    private static final class Attempt {
        List<Stmt> statements = List.of();
        List<Integer> ends = List.of();
        List<Integer> open = List.of();
        boolean neededEarlierText;
        List<Diagnostic> diagnostics = List.of();
        Set<String> added = Set.of();
        List<ClassUse> classUses = List.of();
        Stmt.Include misplacedInclude;
        boolean failed;
        boolean tooDeep;

        static Attempt failed(SourceFile file, int offset, String message) {
            Attempt a = new Attempt();
            a.failed = true;
            a.diagnostics = List.of(Diagnostic.error(file.loc(Math.min(offset, file.text().length())), message));
            return a;
        }
    }

    /**
     * SLL prediction first, LL when that fails. The grammar's only ambiguities are resolved by the
     * first alternative in both modes, which is also the reference's greedy choice, so when both
     * fail the SLL error (the greedy parse's) is the one reported.
     */
    private static Attempt attempt(SourceFile file, Set<String> macros, int maxDepth, int from, int to, int open) {
        Attempt sll = run(file, macros, maxDepth, PredictionMode.SLL, from, to, open);
        if (!sll.failed || sll.tooDeep) return sll;
        Attempt ll = run(file, macros, maxDepth, PredictionMode.LL, from, to, open);
        return ll.failed ? sll : ll;
    }

    private static Attempt run(SourceFile file, Set<String> macros, int maxDepth, PredictionMode mode, int from, int to, int open) {
        String text = file.text();
        // the text up to the range's end, read from its start: offsets stay the file's
        TdTokenSource source = new TdTokenSource(to == text.length() ? text : text.substring(0, to), file.displayName(), macros, from, open);
        TdParser parser = new TdParser(new UnbufferedTokenStream<Token>(source, 16));
        parser.removeErrorListeners();
        parser.setErrorHandler(STRATEGY);
        parser.setBuildParseTree(false);
        parser.setInterpreter(new TdPrediction(parser));
        parser.getInterpreter().setPredictionMode(mode);
        parser.init(file, maxDepth);
        Attempt a = new Attempt();
        a.added = source.added();
        try {
            parser.file();
            a.statements = parser.topLevel;
            a.ends = parser.topLevelEnds;
            a.open = parser.topLevelOpen;
        } catch (SyntaxFailure f) {
            a.failed = true;
            a.tooDeep = f.tooDeep;
            a.ends = List.copyOf(parser.topLevelEnds);
            a.open = List.copyOf(parser.topLevelOpen);
            a.statements = parser.statementsBeforeError();
            a.classUses = List.copyOf(parser.classUses);
            List<Diagnostic> diags = new ArrayList<>(2);
            diags.add(Diagnostic.error(file.loc(f.offset), f.getMessage()));
            if (f.note != null) diags.add(Diagnostic.note(file.loc(f.noteOffset), f.note));
            a.diagnostics = diags;
            a.misplacedInclude = f.misplacedInclude;
        } catch (StackOverflowError e) {
            Attempt t = Attempt.failed(file, currentOffset(parser), M.TOO_DEEP);
            t.tooDeep = true;
            t.added = a.added;
            return t;
        }
        a.neededEarlierText = source.neededEarlierText();
        return a;
    }

    private static int currentOffset(TdParser parser) {
        try {
            Token t = parser.getCurrentToken();
            return t == null ? 0 : Math.max(0, t.getStartIndex());
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /** Parses again on a thread with a large stack (only for pathologically nested input). */
    private static Attempt onDeepStack(SourceFile file, Set<String> macros) {
        Attempt[] out = new Attempt[1];
        Runnable job = () -> {
            try {
                out[0] = attempt(file, macros, DEEP_DEPTH, 0, file.text().length(), 0);
            } catch (RuntimeException | StackOverflowError e) {
                out[0] = Attempt.failed(file, 0, "internal error while parsing: " + e);
            }
        };
        Thread t;
        try {
            t = new Thread(null, job, "tablegen-deep-parse", DEEP_STACK_BYTES);
            t.setDaemon(true);
            t.start();
        } catch (RuntimeException | OutOfMemoryError e) {
            return Attempt.failed(file, 0, M.TOO_DEEP);
        }
        boolean interrupted = false;
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        Attempt a = out[0];
        if (a == null) return Attempt.failed(file, 0, M.TOO_DEEP);
        return a;
    }
}
