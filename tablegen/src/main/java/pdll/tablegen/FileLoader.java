package pdll.tablegen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.eval.Includes;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;
import pdll.tablegen.source.TableGenError;

/**
 * Opens included files the way the reference does (the working directory first, then each include
 * directory in order; never relative to the including file), preprocesses them with the macro set
 * shared by the whole closure and parses them through the parse cache. Remembers what it read.
 */
final class FileLoader implements Includes {
    private final TableGenOptions options;
    private final Set<String> defines;
    private final List<Path> read = new ArrayList<>();
    private final List<String> contents = new ArrayList<>();

    FileLoader(TableGenOptions options, Set<String> defines) {
        this.options = options;
        this.defines = defines;
    }

    List<Path> filesRead() {
        return read;
    }

    /** Texts of the files read, in the same order, for the closure cache's fingerprint. */
    List<String> contents() {
        return contents;
    }

    /** The main file, named as given. */
    ParsedFile openMain(Path file) {
        Path p = file.isAbsolute() ? file : options.workingDir().resolve(file);
        Optional<String> text = options.files().read(p);
        if (text.isEmpty()) {
            throw new TableGenError(Loc.NONE, "Could not open input file '" + file + "': No such file or directory");
        }
        return parse(file.toString(), p, text.get());
    }

    @Override
    public ParsedFile open(String path, Loc from) {
        Path asGiven = Path.of(path);
        Path cwdCandidate = asGiven.isAbsolute() ? asGiven : options.workingDir().resolve(asGiven);
        Optional<String> text = options.files().read(cwdCandidate);
        if (text.isPresent()) return parse(path, cwdCandidate, text.get());
        if (!asGiven.isAbsolute()) {
            for (Path dir : options.includeDirs()) {
                Path d = dir.isAbsolute() ? dir : options.workingDir().resolve(dir);
                Path candidate = d.resolve(asGiven);
                text = options.files().read(candidate);
                if (text.isPresent()) {
                    String display = dir.toString().isEmpty() ? path : dir + "/" + path;
                    return parse(display, candidate, text.get());
                }
            }
        }
        throw new TableGenError(from, "could not find include file '" + path + "'");
    }

    private ParsedFile parse(String displayName, Path path, String text) {
        read.add(Path.of(displayName));
        contents.add(text);
        SourceFile sf = SourceFile.of(displayName, text);
        return ParseCache.SHARED.parse(sf, defines);
    }
}
