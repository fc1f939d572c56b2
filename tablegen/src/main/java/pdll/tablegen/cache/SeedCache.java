package pdll.tablegen.cache;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The disk-cache entries a release bundle ships ({@code lib/ods-seed/}), read where the user's own
 * cache has none: release/build.sh evaluated MLIR's {@code .td} closures of the samples and of the
 * common dialects on the build machine, so that the first run after unpacking does not evaluate
 * them (about 300 ms of {@code pdllc}'s first run, half a second of the server's first open).
 * Nothing is taken on trust: an entry holds only if every file it was built from is there with
 * the same content (hashed: on another machine no status matches) and every path looked for in
 * vain is still absent. The build looked from an empty working folder, named in the seed's {@code
 * workdir} file: the paths it looked for there are looked for in this run's working folder, and
 * entries are found under the key of that folder. The seed is read only, and read in place on
 * every run whose own cache has no entry (nothing is copied from it). Trusted like an install:
 * regular files the user or root owns that no one else may write.
 */
public final class SeedCache {
    /** The system property naming the seed folder (the launcher sets it when the bundle has one). */
    public static final String PROPERTY = "pdll.ods.seed";

    private final Path dir;
    private final Path buildWorkingDir;

    SeedCache(Path dir, Path buildWorkingDir) {
        this.dir = dir;
        this.buildWorkingDir = buildWorkingDir;
    }

    /** The seed named by {@link #PROPERTY}, when it names a usable one. */
    public static Optional<SeedCache> fromProperty() {
        String p = System.getProperty(PROPERTY);
        if (p == null || p.isBlank()) return Optional.empty();
        return open(Path.of(p));
    }

    /** The seed in {@code dir}, when it has a {@code workdir} file and is trusted. */
    static Optional<SeedCache> open(Path dir) {
        try {
            Path workdir = dir.resolve("workdir");
            if (PrivateFiles.distrust(dir, true, true, true).isPresent()
                    || PrivateFiles.distrust(workdir, false, false, true).isPresent()) return Optional.empty();
            String wd = new String(PrivateFiles.read(workdir), StandardCharsets.UTF_8).strip();
            return wd.isEmpty() ? Optional.empty() : Optional.of(new SeedCache(dir, Path.of(wd)));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The working folder the seed's entries were built in (their keys name it). */
    Path buildWorkingDir() {
        return buildWorkingDir;
    }

    /** The payload stored under {@code key}, or empty. */
    Optional<byte[]> read(byte[] key) {
        Path file = dir.resolve(DiskCache.entryName(key));
        try {
            if (!Files.exists(file) || PrivateFiles.distrust(file, false, false, true).isPresent()) return Optional.empty();
            return Optional.ofNullable(DiskCache.verified(PrivateFiles.read(file), key));
        } catch (IOException | RuntimeException | OutOfMemoryError e) {
            return Optional.empty();
        }
    }

    /**
     * The paths the build looked for in vain, as this run would look for them: those in the build's
     * working folder moved to {@code workingDir}; null when a file the entry was built from lies in
     * that folder (found through it: this run would look elsewhere).
     */
    List<Path> relocated(List<StoredInputs.File> read, List<Path> absent, Path workingDir) {
        for (StoredInputs.File f : read) if (f.path().startsWith(buildWorkingDir)) return null;
        Path wd = workingDir.toAbsolutePath().normalize();
        List<Path> out = new ArrayList<>(absent.size());
        for (Path p : absent) out.add(p.startsWith(buildWorkingDir) ? wd.resolve(buildWorkingDir.relativize(p)).normalize() : p);
        return out;
    }
}
