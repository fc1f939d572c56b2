package pdll.tablegen;

import java.util.List;
import java.util.Set;
import pdll.base.io.FileAccess;
import pdll.base.text.TextChange;
import pdll.tablegen.eval.Checkpoint;
import pdll.tablegen.eval.Evaluator;
import pdll.tablegen.eval.StatementTrace;
import pdll.tablegen.source.SourceFile;

/**
 * An evaluation of a main file together with checkpoints between its top-level statements, from
 * which the next evaluation of the same main file (the editor's next version of it) resumes: the
 * statements before the first one the edit touched are not evaluated again, and neither are the
 * files they included. Made by {@link TableGen#evaluateResumable}.
 *
 * <p>A checkpoint holds for a new text when the text before it is unchanged (so the statements
 * before it parse the same, at the same offsets), the main file defines the same macros (the
 * includes were parsed with them), the files included before it are unchanged on disk, and no
 * class that was empty there (a forward declaration) has been filled in since. Resuming copies
 * the evaluator's tables up to the checkpoint and shares the records, so this evaluation is never
 * changed and stays readable by other threads.
 *
 * <p>After the checkpoint, a statement the edit left as it was (between the checkpoint and the
 * edit, or after the edit: see {@link UnchangedStatements}) is replayed from this evaluation's
 * {@linkplain StatementTrace trace} of it when the names it looked up still find the same records:
 * its records are shared too, and their locations, lines above or below where the statement now
 * is, are moved by the new evaluation's {@link Relocation}. The new text itself is parsed only
 * where the edit touched it ({@link MainParse#reparse}).
 */
public final class Resumable {
    /** Locations may point into at most this many texts of the main file (each is kept in memory). */
    static final int MAX_VERSIONS = 8;

    /**
     * One checkpoint: the evaluator's and loader's marks, the offset in the main text before which
     * the text must be unchanged (the next statement's location, or the text's end), and the
     * location of the statement before it (a check that the new parse has the same statements there).
     */
    record Point(Checkpoint checkpoint, FileLoader.Mark loader, int boundary, int lastStatementOffset) {}

    private final Evaluation evaluation;
    private final Evaluator evaluator;
    private final FileLoader loader;
    private final String mainText;
    private final Set<String> definesAfterMain;
    private final List<Point> points;
    /** The main file's texts the records point into, oldest first; the last is this evaluation's. */
    private final List<Inputs.Read> versions;
    private final int resumedAt;
    /** The main file's parse (the next parse reuses its trees, replays find their statements in it); null only without an evaluator. */
    private final MainParse parse;
    /** The traces of the main file's statements evaluated (see {@link StatementTrace}), by index. */
    private final List<StatementTrace> traces;
    private final Relocation relocation;
    private final int replayed;

    Resumable(Evaluation evaluation, Evaluator evaluator, FileLoader loader, MainParse main, Set<String> definesAfterMain,
              List<Point> points, List<Inputs.Read> versions, int resumedAt, List<StatementTrace> traces,
              Relocation relocation, int replayed) {
        this.evaluation = evaluation;
        this.evaluator = evaluator;
        this.loader = loader;
        this.mainText = main == null ? "" : main.file.source().text();
        this.definesAfterMain = definesAfterMain;
        this.points = List.copyOf(points);
        this.versions = List.copyOf(versions);
        this.resumedAt = resumedAt;
        this.parse = main;
        this.traces = traces;
        this.relocation = relocation;
        this.replayed = replayed;
    }

    /** An evaluation nothing can resume from (it failed before its first statement, or was interrupted). */
    static Resumable none(Evaluation evaluation) {
        return new Resumable(evaluation, null, null, null, Set.of(), List.of(), List.of(), -1, List.of(), Relocation.NONE, 0);
    }

    public Evaluation evaluation() {
        return evaluation;
    }

    /** How many checkpoints the next evaluation can resume from. */
    public int checkpoints() {
        return points.size();
    }

    /** The index of the main file's statement this evaluation resumed at; -1 when it evaluated everything. */
    public int resumedAt() {
        return resumedAt;
    }

    /** Whether the main file was parsed only where it changed (the other statements' trees are the previous parse's). */
    public boolean reparsed() {
        return parse != null && parse.reusesTrees();
    }

    /** How many statements after the edit were replayed from the previous evaluation instead of evaluated. */
    public int replayed() {
        return replayed;
    }

    /**
     * Whether this evaluation built the records of the main file's statement {@code i} (they point
     * into this evaluation's text), rather than sharing them with an earlier evaluation (resumed
     * before it, or replayed).
     */
    boolean built(int i) {
        return i >= Math.max(resumedAt, 0) && !evaluator.wasReplayed(i);
    }

    MainParse parse() {
        return parse;
    }

    Set<String> definesAfterMain() {
        return definesAfterMain;
    }

    /** Whether an evaluation can start from this one (else the next evaluates, and parses, everything afresh). */
    boolean usable() {
        return evaluator != null && versions.size() < MAX_VERSIONS;
    }

    String mainText() {
        return mainText;
    }

    SourceFile mainSource() {
        return versions.get(versions.size() - 1).source();
    }

    List<StatementTrace> traces() {
        return traces;
    }

    Relocation relocation() {
        return relocation;
    }

    Evaluator evaluator() {
        return evaluator;
    }

    FileLoader loader() {
        return loader;
    }

    List<Point> points() {
        return points;
    }

    List<Inputs.Read> versions() {
        return versions;
    }

    /**
     * The last checkpoint a new parse of the main file can resume from, or null. {@code main} is
     * the new parse, {@code definesAfterMain} the macros defined once it was parsed.
     */
    Point pointFor(MainParse main, Set<String> definesAfterMain, FileAccess files) {
        if (!usable() || !definesAfterMain.equals(this.definesAfterMain)) return null;
        int common = changeTo(main.file.source().text()).prefix();
        for (int i = points.size() - 1; i >= 0; i--) {
            Point p = points.get(i);
            int k = p.checkpoint().statement();
            if (p.boundary() > common || k > main.size()) continue;
            if (k > 0 && main.offset(k - 1) != p.lastStatementOffset()) continue;
            if (k < main.size() && main.offset(k) < p.boundary()) continue;
            if (!evaluator.canResume(p.checkpoint()) || !FileLoader.unchangedAt(loader, p.loader(), files)) continue;
            return p;
        }
        return null;
    }

    /**
     * How {@code text}, a new text of the main file, differs from this evaluation's; the reparse,
     * the choice of checkpoint and the replays all ask, so the last answer is kept.
     */
    TextChange changeTo(String text) {
        Object[] last = lastChange;
        if (last != null && last[0] == text) return (TextChange) last[1];
        TextChange c = TextChange.between(mainText, text);
        lastChange = new Object[] {text, c};
        return c;
    }

    /** The last {@link #changeTo} asked: the new text and its change (one array, so that threads see both or neither). */
    private volatile Object[] lastChange;
}
