package pdll.base.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A tool's standard output reports a failed write through its exit status, never silently. */
class StandardOutputTest {
    /** Accepts {@code room} bytes, then fails as a full disk or a closed pipe does. */
    private static OutputStream failingAfter(int room, String message) {
        return new OutputStream() {
            int written;

            @Override
            public void write(int b) throws IOException {
                if (written++ >= room) throw new IOException(message);
            }
        };
    }

    private static String run(OutputStream sink, int status, int[] exit) {
        StandardOutput out = new StandardOutput(sink);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        out.print().print("x".repeat(10_000));
        exit[0] = out.finish(new PrintStream(err, true, StandardCharsets.UTF_8), status);
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aFullDiskIsExitStatusOneWithTheReferencesMessage() {
        int[] exit = new int[1];
        assertEquals("LLVM ERROR: IO failure on output stream: No space left on device\n",
                run(failingAfter(4096, "No space left on device"), 0, exit));
        assertEquals(1, exit[0]);
    }

    @Test
    void aReaderThatWentAwayEndsQuietlyAsSigpipeWould() {
        int[] exit = new int[1];
        assertEquals("", run(failingAfter(10, "Broken pipe"), 0, exit));
        assertEquals(StandardOutput.BROKEN_PIPE_STATUS, exit[0]);
    }

    @Test
    void aCompleteWriteKeepsTheRunsStatus() {
        int[] exit = new int[1];
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        assertEquals("", run(sink, 3, exit));
        assertEquals(3, exit[0]);
        assertEquals(10_000, sink.size());
    }
}
