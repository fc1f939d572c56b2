package pdll.tablegen.cache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two processes writing and reading the same entry at once: every read is either nothing or the
 * whole payload (never a torn or mixed one), and no temporary file is left behind.
 */
class DiskCacheProcessesTest {
    static final byte[] KEY = "the same key".getBytes();

    /** The payload process {@code id} writes: large enough that a torn write would show. */
    static byte[] payload(int id) {
        byte[] b = new byte[256 << 10];
        Arrays.fill(b, (byte) id);
        return b;
    }

    /** One process: 200 rounds of write then read; exit 0 when every read was whole. */
    public static void main(String[] args) {
        DiskCache cache = new DiskCache(Path.of(args[0]), 64L << 20);
        int id = Integer.parseInt(args[1]);
        for (int i = 0; i < 200; i++) {
            cache.write(KEY, payload(id));
            Optional<byte[]> read = cache.read(KEY);
            if (read.isPresent() && !Arrays.equals(read.get(), payload(1)) && !Arrays.equals(read.get(), payload(2))) {
                System.exit(3);
            }
        }
        System.exit(0);
    }

    @Test
    void twoProcessesWritingTheSameEntryNeverTearIt(@TempDir Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<Process> processes = new ArrayList<>();
        for (int id = 1; id <= 2; id++) {
            processes.add(new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    DiskCacheProcessesTest.class.getName(), dir.toString(), String.valueOf(id))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start());
        }
        for (Process p : processes) {
            p.waitFor(120, TimeUnit.SECONDS);
            assertEquals(0, p.exitValue(), "every read was a whole entry");
        }
        byte[] last = new DiskCache(dir, 64L << 20).read(KEY).orElseThrow();
        assertEquals(true, Arrays.equals(last, payload(1)) || Arrays.equals(last, payload(2)));
        try (Stream<Path> s = Files.list(dir)) {
            assertArrayEquals(new Object[0], s.filter(p -> p.toString().contains(".tmp.")).toArray(), "no temporary file left");
        }
    }
}
