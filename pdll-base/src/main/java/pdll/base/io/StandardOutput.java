package pdll.base.io;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A command-line tool's standard output that remembers the first failed write. A PrintStream
 * swallows write errors, so {@code pdllc > file} on a full disk used to exit 0 with half a file,
 * and a build step then used it; the reference tools exit 1 with "IO failure on output stream".
 */
public final class StandardOutput extends FilterOutputStream {
    /** Exit status of a process killed by SIGPIPE, as a shell reports the reference's. */
    static final int BROKEN_PIPE_STATUS = 141;

    private IOException failure;
    private final PrintStream print;

    StandardOutput(OutputStream out) {
        super(out);
        print = new PrintStream(this, false, StandardCharsets.UTF_8);
    }

    /** The process's standard output (file descriptor 1), unbuffered below the PrintStream. */
    public static StandardOutput open() {
        return new StandardOutput(new FileOutputStream(FileDescriptor.out));
    }

    /** The stream a tool prints to (UTF-8, the bytes the reference writes). */
    public PrintStream print() {
        return print;
    }

    @Override
    public void write(int b) {
        if (failure != null) return;
        try {
            out.write(b);
        } catch (IOException e) {
            failure = e;
        }
    }

    @Override
    public void write(byte[] b, int off, int len) {
        if (failure != null) return;
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            failure = e;
        }
    }

    @Override
    public void flush() {
        if (failure != null) return;
        try {
            out.flush();
        } catch (IOException e) {
            failure = e;
        }
    }

    /**
     * Flushes and gives the process's exit status: {@code status} when every write reached the
     * output, else 1 after the reference's message on {@code err}. A reader that went away (a
     * closed pipe, {@code | head}) ends the process quietly, as SIGPIPE ends the reference.
     */
    public int finish(PrintStream err, int status) {
        print.flush();
        flush();
        if (failure == null) return status;
        String reason = OutputFile.reason(failure);
        if (reason.contains("Broken pipe")) return BROKEN_PIPE_STATUS;
        err.println("LLVM ERROR: IO failure on output stream: " + reason);
        err.flush();
        return 1;
    }
}
