package pdll.run;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The programs one run starts ({@code mlir-opt}, the C++ compiler), so that none outlives what it
 * was started for: patterns that undo each other (a->b, b->a) keep {@code mlir-opt} rewriting
 * forever, at 100% CPU. Each runs under a time limit, in a session (so a process group) of its
 * own, and is killed with its descendants when the limit passes, when the run is
 * {@linkplain #cancel() cancelled} (the server's {@code $/cancelRequest}), when the JVM ends
 * normally or by SIGTERM/SIGINT/SIGHUP (a shutdown hook; {@link #killAll()} for the server's
 * {@code shutdown}), and when the thread that started it dies, SIGKILL of the JVM included
 * ({@code setpriv --pdeathsig KILL}: the parent-death signal follows the <em>thread</em> that
 * forked, which here always waits for the child, so it never fires early).
 */
public final class ChildProcesses {
    /** How long {@code mlir-opt} may run when no limit is given: far beyond any real run, short enough to notice a loop. */
    public static final Duration DEFAULT_RUN_LIMIT = Duration.ofSeconds(60);
    /** How long a plugin compile may take (about 10 s here; a loaded machine is slower). */
    static final Duration COMPILE_LIMIT = Duration.ofMinutes(5);

    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final Path SETSID = Path.of("/usr/bin/setsid");
    /** Every child of every run of this JVM that has not ended: what the shutdown hook kills. */
    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(ChildProcesses::killAll, "pdll-run children"));
    }

    private final Duration runLimit;
    private final Set<Process> mine = ConcurrentHashMap.newKeySet();
    private volatile boolean cancelled;

    /** @param runLimit how long {@code mlir-opt} may run; zero or negative: no limit */
    public ChildProcesses(Duration runLimit) {
        this.runLimit = runLimit;
    }

    /** With the default limit. */
    public static ChildProcesses withDefaultLimit() {
        return new ChildProcesses(DEFAULT_RUN_LIMIT);
    }

    Duration runLimit() {
        return runLimit;
    }

    /** Kills this run's children and refuses to start more: the run then fails with "cancelled". */
    public void cancel() {
        cancelled = true;
        mine.forEach(ChildProcesses::kill);
    }

    /** Kills every child of this JVM still running (the server's {@code shutdown} and {@code exit}, the shutdown hook). */
    public static void killAll() {
        LIVE.forEach(ChildProcesses::kill);
    }

    /** A finished child: its exit status, standard output and standard error. */
    record Finished(int exitCode, byte[] out, byte[] err) {}

    /**
     * Runs {@code cmd} in {@code cwd} with {@code stdin} on its standard input (null: none), for at most
     * {@code limit} (zero or negative: no limit). {@code what} names it in the messages ("mlir-opt").
     *
     * @throws RunFailure when it was cancelled or ran out of time (it is killed then), or cannot be started
     */
    Finished run(List<String> cmd, Path cwd, byte[] stdin, Duration limit, String what, String hint)
            throws RunFailure, IOException {
        if (cancelled) throw new RunFailure("pdll-run: cancelled\n");
        Process p = new ProcessBuilder(guarded(cmd)).directory(cwd.toFile()).start();
        LIVE.add(p);
        mine.add(p);
        try {
            if (cancelled) kill(p); // cancel() ran between the check and the add
            CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
            CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
            CompletableFuture.runAsync(() -> {
                try (var os = p.getOutputStream()) {
                    if (stdin != null) os.write(stdin);
                } catch (IOException e) {
                    // the child stopped reading: its exit status and stderr say why
                }
            });
            boolean ended = limit.isZero() || limit.isNegative() ? waitFor(p) : p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            if (!ended) {
                kill(p);
                throw new RunFailure("pdll-run: " + what + " did not finish within " + seconds(limit) + " and was stopped" + hint + "\n");
            }
            if (cancelled) throw new RunFailure("pdll-run: cancelled\n");
            return new Finished(p.exitValue(), out.join(), err.join());
        } catch (InterruptedException e) {
            kill(p);
            Thread.currentThread().interrupt();
            throw new RunFailure("pdll-run: interrupted\n");
        } finally {
            LIVE.remove(p);
            mine.remove(p);
        }
    }

    private static boolean waitFor(Process p) throws InterruptedException {
        p.waitFor();
        return true;
    }

    /**
     * The command run in a session of its own ({@code setsid}: a terminal's Ctrl-C reaches pdll-run,
     * which kills it) and killed when its parent thread dies ({@code setpriv --pdeathsig KILL}),
     * where util-linux provides them (Debian always does); else as it is.
     */
    static List<String> guarded(List<String> cmd) {
        List<String> out = new ArrayList<>();
        if (Files.isExecutable(SETPRIV)) out.addAll(List.of(SETPRIV.toString(), "--pdeathsig", "KILL", "--"));
        if (Files.isExecutable(SETSID)) out.add(SETSID.toString());
        out.addAll(cmd);
        return out;
    }

    /** The child and everything it started (the compiler's cc1plus and as), descendants first so none is reparented. */
    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    private static String seconds(Duration d) {
        long s = d.toSeconds();
        return d.toMillis() % 1000 == 0 ? s + " s" : d.toMillis() / 1000.0 + " s";
    }

    private static byte[] readAll(InputStream in) {
        try (in) {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            in.transferTo(b);
            return b.toByteArray();
        } catch (IOException e) {
            return new byte[0];
        }
    }
}
