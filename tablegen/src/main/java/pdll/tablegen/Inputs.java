package pdll.tablegen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import pdll.base.io.FileAccess;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;

/**
 * The files an evaluation depends on: each file read, with the stamp it was read under and the
 * text the evaluation saw, and each path that was looked for and absent (an include found in a
 * later directory, a missing include: a file created there later changes the result). What caches
 * of evaluations compare to know whether a result still holds.
 *
 * @param read the files read, main file first, as absolute normalized paths
 * @param absent the paths looked for and not found, absolute and normalized
 * @param earlier earlier texts of files read that locations of the records still point into: an
 *     evaluation resumed from a checkpoint ({@link Resumable}) shares the records its predecessor
 *     built before the checkpoint, and those were built from the main file's text of that time
 *     (the same up to the checkpoint), and replayed statements after the edit keep those of their
 *     time. Not compared by {@link #unchanged}.
 * @param relocation where locations in the earlier texts are in the current one ({@link #current})
 */
public record Inputs(List<Read> read, List<Path> absent, List<Read> earlier, Relocation relocation) {

    /**
     * One file read: where, under which {@link FileAccess#stamp}, its text, and the name of the
     * {@code include} that read it ({@link Loc#NONE} for the main file, or where unknown).
     */
    public record Read(Path path, String stamp, SourceFile source, Loc includedFrom) {
        public Read {
            if (includedFrom == null) includedFrom = Loc.NONE;
        }

        public Read(Path path, String stamp, SourceFile source) {
            this(path, stamp, source, Loc.NONE);
        }
    }

    public Inputs {
        read = List.copyOf(read);
        absent = List.copyOf(absent);
        earlier = List.copyOf(earlier);
        if (relocation == null) relocation = Relocation.NONE;
    }

    public Inputs(List<Read> read, List<Path> absent) {
        this(read, absent, List.of(), Relocation.NONE);
    }

    /**
     * A location of the evaluation's records or diagnostics as it stands in the files read now:
     * one in an {@linkplain #earlier earlier text} of the main file moved to the current text.
     */
    public Loc current(Loc loc) {
        return relocation.current(loc);
    }

    /**
     * The path of each source file the evaluation's locations can point into (every file read,
     * and the {@linkplain #earlier earlier texts}), by identity.
     */
    public Map<SourceFile, Path> pathsBySource() {
        Map<SourceFile, Path> out = new IdentityHashMap<>();
        for (Read r : earlier) out.put(r.source(), r.path());
        for (Read r : read) out.put(r.source(), r.path());
        return out;
    }

    /**
     * The includes through which the evaluation read {@code file}, outermost first: where the
     * reference prints {@code Included from FILE:LINE:} before a diagnostic in it. Empty for the
     * main file and for files not read by this evaluation; a file included twice is taken as
     * included where it was first.
     */
    public List<Loc> includeChain(SourceFile file) {
        Map<SourceFile, Loc> from = new IdentityHashMap<>();
        for (Read r : read) from.putIfAbsent(r.source(), r.includedFrom());
        List<Loc> chain = new ArrayList<>();
        for (Loc at = from.get(file); at != null && at.isKnown() && chain.size() <= read.size(); at = from.get(at.file())) {
            chain.add(0, at);
        }
        return chain;
    }

    /** Whether every file read still has its stamp and every absent path is still absent. */
    public boolean unchanged(FileAccess files) {
        for (Read r : read) {
            if (!Objects.equals(files.stamp(r.path()), r.stamp())) return false;
        }
        for (Path p : absent) {
            if (files.stamp(p) != null) return false;
        }
        return true;
    }
}
