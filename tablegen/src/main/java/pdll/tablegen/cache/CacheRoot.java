package pdll.tablegen.cache;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Where a cache directory may live: the one configured when its user alone can change it; else
 * a private directory inside it, {@code user-UID} (created 0700), so that a shared or
 * world-writable {@code PDLL_CACHE_DIR} still gives each user a cache of their own; else (that
 * name taken by someone else) no disk cache at all. The first thing a process distrusts is
 * reported once on stderr, in one line naming the path, why, and what is used instead;
 * bin/pdll-run's no-JVM path applies the same rule.
 */
public final class CacheRoot {
    private static final AtomicBoolean REPORTED = new AtomicBoolean();

    private CacheRoot() {}

    /** {@code configured}, or the private directory in it, or empty (see the class comment); reported on stderr. */
    public static Optional<Path> trusted(Path configured) {
        return trusted(configured, CacheRoot::report);
    }

    static Optional<Path> trusted(Path configured, Consumer<String> tell) {
        Optional<String> why = distrust(configured, true);
        if (why.isEmpty()) return Optional.of(configured);
        Path own = configured.resolve("user-" + PrivateFiles.currentUid());
        Optional<String> ownWhy = distrust(own, false);
        String not = "pdll: not trusting the cache directory " + configured + " (it " + why.get() + ")";
        if (ownWhy.isEmpty()) {
            tell.accept(not + ": using " + own + " instead");
            return Optional.of(own);
        }
        tell.accept(not + " nor " + own + " (it " + ownWhy.get() + "): no disk cache in this run"
                + " (set PDLL_CACHE_DIR to a folder of your own)");
        return Optional.empty();
    }

    /** Why the directory is not trusted; nothing there is fine (it is then created 0700). */
    private static Optional<String> distrust(Path dir, boolean followLink) {
        try {
            return PrivateFiles.distrust(dir, true, followLink);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException | SecurityException e) {
            return Optional.of("cannot be checked: " + e.getMessage());
        }
    }

    /** Prints {@code line} on stderr, the first time this process distrusts a cache file. */
    public static void report(String line) {
        if (REPORTED.compareAndSet(false, true)) System.err.println(line);
    }
}
