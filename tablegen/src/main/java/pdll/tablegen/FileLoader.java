package pdll.tablegen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import pdll.base.io.FileAccess;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.eval.Includes;
import pdll.tablegen.source.IncludePath;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;
import pdll.tablegen.source.TableGenError;
import pdll.tablegen.syntax.TdSyntax;

/**
 * Opens included files through the reference's search ({@link IncludePath}), preprocesses them with the macro set
 * shared by the whole closure and parses them through the parse cache. Remembers what it opened.
 */
final class FileLoader implements Includes {
    private final TableGenOptions options;
    private final Set<String> defines;
    private final List<Path> read = new ArrayList<>();
    private final List<Inputs.Read> inputs = new ArrayList<>();
    private final Set<Path> absent = new LinkedHashSet<>();
    private final IncludePath includePath;
    /** Null: every file is parsed afresh (one-off bulk evaluations must not fill a cache). */
    private final ParseCache cache;

    FileLoader(TableGenOptions options, Set<String> defines, ParseCache cache) {
        this.options = options;
        this.defines = defines;
        this.cache = cache;
        this.includePath = new IncludePath(options.workingDir(), options.includeDirs());
    }

    /** What a checkpoint records of the loader: how much it had read and looked for, and the macros then defined. */
    record Mark(int read, int inputs, int absent, List<String> defines) {}

    Mark mark() {
        return new Mark(read.size(), inputs.size(), absent.size(), List.copyOf(defines));
    }

    /** The macros defined so far (after the main file's parse: those the main file defines). */
    Set<String> defines() {
        return Set.copyOf(defines);
    }

    /**
     * Takes over, after this loader has parsed only the main file, what {@code finished} had read
     * and looked for at {@code m} besides its main file, and the macros then defined.
     */
    void resume(FileLoader finished, Mark m) {
        read.addAll(finished.read.subList(1, m.read()));
        inputs.addAll(finished.inputs.subList(1, m.inputs()));
        finished.absent.stream().limit(m.absent()).forEach(absent::add);
        defines.clear();
        defines.addAll(m.defines());
    }

    /** Whether the files {@code finished} had read at {@code m} (besides the main file) are unchanged and the absent still absent. */
    static boolean unchangedAt(FileLoader finished, Mark m, FileAccess files) {
        List<Path> absent = finished.absent.stream().limit(m.absent()).toList();
        return new Inputs(finished.inputs.subList(1, m.inputs()), absent).unchanged(files);
    }

    /** Files opened, named as the reference names them (as given, or include dir + path). */
    List<Path> filesRead() {
        return read;
    }

    /** What the evaluation read and looked for in vain, for cache validation. */
    Inputs inputs() {
        Set<Path> seen = new HashSet<>();
        List<Inputs.Read> once = inputs.stream().filter(r -> seen.add(r.path())).toList();
        return new Inputs(once, List.copyOf(absent));
    }

    /** The main file, named as given. */
    ParsedFile openMain(Path file) {
        return openMain(file, null).file;
    }

    /**
     * The main file, parsed again only where it changed since {@code previous} (an evaluation of an
     * earlier text of it with the same options, or null; see {@link MainParse#reparse}).
     */
    MainParse openMain(Path file, Resumable previous) {
        Path p = file.isAbsolute() ? file : options.workingDir().resolve(file);
        String stamp = options.files().stamp(p);
        if (stamp == null) {
            // remembered so that a cached failure is dropped once the file appears
            absent.add(p.toAbsolutePath().normalize());
            String why = FileAccess.whyUnreadable(p);
            throw new TableGenError(Loc.NONE, "Could not open input file '" + file + "': "
                    + (why != null ? why : "No such file or directory"));
        }
        if (previous != null && previous.usable() && previous.parse() != null) {
            SourceFile now = SourceFile.of(file.toString(), options.files().read(p).orElse(""));
            MainParse m = MainParse.reparse(now, previous.parse(), previous.changeTo(now.text()), defines);
            if (m != null) {
                // the same macros as the previous parse defined: the reparse saw no directive change
                defines.addAll(previous.definesAfterMain());
                recordRead(file.toString(), p, stamp, now);
                return m;
            }
        }
        return MainParse.fresh(parse(file.toString(), p, stamp));
    }

    @Override
    public ParsedFile open(String path, Loc from) {
        Optional<IncludePath.Found> found = find(path);
        if (found.isEmpty()) return null;
        return parse(found.get().displayName(), found.get().path(), options.files().stamp(found.get().path()), from);
    }

    @Override
    public boolean exists(String path) {
        return find(path).isPresent();
    }

    /** Looks for an include, remembering where it looked in vain. */
    private Optional<IncludePath.Found> find(String path) {
        return includePath.find(path, options.files(), miss -> absent.add(miss.toAbsolutePath().normalize()));
    }

    private ParsedFile parse(String displayName, Path path, String stamp) {
        return parse(displayName, path, stamp, Loc.NONE);
    }

    /** Parses a file {@code include}d at {@code from} ({@link Loc#NONE} for the main file). */
    private ParsedFile parse(String displayName, Path path, String stamp, Loc from) {
        ParsedFile pf = cache == null
                ? TdSyntax.parse(SourceFile.of(displayName, options.files().read(path).orElse("")), defines)
                : cache.parse(displayName, path.toAbsolutePath().normalize().toString(), stamp, () -> options.files().read(path).orElse(""), defines);
        recordRead(displayName, path, stamp, pf.source(), from);
        return pf;
    }

    /** A file this evaluation read, as its dependency list and its inputs name it. */
    private void recordRead(String displayName, Path path, String stamp, SourceFile source) {
        recordRead(displayName, path, stamp, source, Loc.NONE);
    }

    private void recordRead(String displayName, Path path, String stamp, SourceFile source, Loc from) {
        read.add(Path.of(displayName));
        inputs.add(new Inputs.Read(path.toAbsolutePath().normalize(), stamp, source, from));
    }
}
