package pdll.tablegen.cache;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import pdll.base.CodeLocation;

/**
 * Which build of the tools wrote a disk-cache entry: part of every key, so that a rebuilt tool,
 * whose evaluator or importer may have changed, never reads an older build's values. A jar is
 * identified by its size and modification time, not its folder: a release bundle's jars keep both
 * wherever it is unpacked, so the entries it ships ({@link SeedCache}) and those of two copies of
 * it are found under the same keys. A classes directory (tests, IDE runs) is identified by its
 * folder and its newest class file. Both the TableGen front end and the deriving layer count.
 */
final class BuildId {
    private static final Map<Path, Optional<String>> BY_LOCATION = new ConcurrentHashMap<>();

    private BuildId() {}

    /** The build of the front end and of {@code deriving}'s code, or null when either cannot be told (then nothing is stored). */
    static String of(Class<?> deriving) {
        String front = location(TdCaches.class), derive = location(deriving);
        return front == null || derive == null ? null : front + "|" + derive;
    }

    private static String location(Class<?> c) {
        // CodeLocation: a class from a release bundle's AOT cache reports the build machine's folder.
        return CodeLocation.of(c).flatMap(where -> BY_LOCATION.computeIfAbsent(where, w -> Optional.ofNullable(identify(w))))
                .orElse(null);
    }

    private static String identify(Path where) {
        try {
            if (Files.isRegularFile(where)) {
                BasicFileAttributes a = Files.readAttributes(where, BasicFileAttributes.class);
                // whole seconds: tar keeps no more, and the shipped entries were keyed before packing
                return "jar:" + a.size() + ":" + a.lastModifiedTime().to(java.util.concurrent.TimeUnit.SECONDS);
            }
            try (Stream<Path> files = Files.walk(where)) {
                long newest = files.filter(p -> p.toString().endsWith(".class")).mapToLong(p -> {
                    try {
                        return Files.getLastModifiedTime(p).toMillis();
                    } catch (IOException e) {
                        return 0;
                    }
                }).max().orElse(0);
                return where + ":" + newest;
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
