package pdll.lsp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import pdll.ide.document.DocumentStore;

/**
 * The command line: the reference's flags ({@code --pdll-extra-dir}, {@code
 * --pdll-compilation-database}, both repeatable and in {@code =} or separate-argument form,
 * {@code --log}, {@code --pretty}, {@code --input-style=standard|delimited}, {@code --lit-test}
 * = delimited input, pretty output and verbose log, as the reference defines it, so MLIR's
 * {@code .test} transcripts run unchanged; its {@code --color} is accepted and ignored, its
 * {@code --help-hidden} / {@code --help-list} print the usage), {@code tblgen-lsp-server}'s
 * {@code --tablegen-extra-dir} and {@code --tablegen-compilation-database} (for {@code .td}
 * documents; the same server serves both languages), {@code --stdio} (accepted and
 * ignored: clients append it), {@code --port N} (LSP over TCP on 127.0.0.1, served to this user
 * only), {@code --socket PATH} (over a Unix domain socket of mode 0600), {@code
 * --allow-run-from-requests} (over a socket, {@code pdll/runPatterns} may name programs and files
 * outside the workspace), {@code --help},
 * {@code --version}. Like the reference (LLVM's option parser), single-dash long options work.
 *
 * @param delimited messages separated by {@code // -----} lines instead of {@code Content-Length} headers
 * @param noCache {@code --no-cache}: neither read nor write the per-user {@code .td} import cache
 * @param pretty    messages printed indented with sorted keys
 * @param tdExtraDirs {@code --tablegen-extra-dir}s: include dirs of {@code .td} documents
 * @param tdDatabases {@code --tablegen-compilation-database}s ({@code tablegen_compile_commands.yml})
 * @param socket {@code --socket PATH}: LSP over a Unix domain socket there, null for none
 * @param allowRunFromRequests {@code --allow-run-from-requests}: over a socket too, {@code pdll/runPatterns}
 *                  takes {@code mlirOpt} and files outside the workspace folders from the request
 * @param maxDocumentChars {@code --max-document-mb}: a larger document is kept as text only (see
 *                  {@link pdll.ide.document.DocumentStore#tooLarge})
 */
public record ServerArgs(List<Path> extraDirs, List<Path> databases, Log.Level logLevel, Integer port,
                         boolean help, boolean version, boolean delimited, boolean pretty,
                         boolean noCache, List<Path> tdExtraDirs, List<Path> tdDatabases, Path socket,
                         boolean allowRunFromRequests, int maxDocumentChars) {

    /** Arguments with the default document size limit. */
    public ServerArgs(List<Path> extraDirs, List<Path> databases, Log.Level logLevel, Integer port, boolean help,
                      boolean version, boolean delimited, boolean pretty, boolean noCache, List<Path> tdExtraDirs,
                      List<Path> tdDatabases, Path socket, boolean allowRunFromRequests) {
        this(extraDirs, databases, logLevel, port, help, version, delimited, pretty, noCache, tdExtraDirs, tdDatabases,
                socket, allowRunFromRequests, DocumentStore.DEFAULT_MAX_DOCUMENT_CHARS);
    }

    /** Arguments without the socket flags. */
    public ServerArgs(List<Path> extraDirs, List<Path> databases, Log.Level logLevel, Integer port, boolean help,
                      boolean version, boolean delimited, boolean pretty, boolean noCache, List<Path> tdExtraDirs,
                      List<Path> tdDatabases) {
        this(extraDirs, databases, logLevel, port, help, version, delimited, pretty, noCache, tdExtraDirs, tdDatabases, null, false);
    }

    /** Arguments without TableGen include flags. */
    public ServerArgs(List<Path> extraDirs, List<Path> databases, Log.Level logLevel, Integer port, boolean help,
                      boolean version, boolean delimited, boolean pretty, boolean noCache) {
        this(extraDirs, databases, logLevel, port, help, version, delimited, pretty, noCache, List.of(), List.of());
    }

    /**
     * Whether the client came through a socket: then it is a process that connected, not the one
     * that started the server, and {@code pdll/runPatterns} takes no program from it.
     */
    public boolean overSocket() {
        return port != null || socket != null;
    }

    /** Whether {@code pdll/runPatterns} may take a program or a file outside the workspace from the request. */
    public boolean trustsRunRequests() {
        return !overSocket() || allowRunFromRequests;
    }

    public static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        public UsageException(String msg) {
            super(msg);
        }
    }

    public static ServerArgs parse(String[] args) throws UsageException {
        List<Path> dirs = new ArrayList<>();
        List<Path> dbs = new ArrayList<>();
        List<Path> tdDirs = new ArrayList<>();
        List<Path> tdDbs = new ArrayList<>();
        Log.Level level = Log.Level.INFO;
        Integer port = null;
        Path socket = null;
        boolean allowRun = false;
        boolean help = false, version = false, delimited = false, pretty = false, noCache = false;
        boolean logGiven = false, litTest = false;
        int maxChars = DocumentStore.DEFAULT_MAX_DOCUMENT_CHARS;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String name = a, value = null;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0) {
                name = a.substring(0, eq);
                value = a.substring(eq + 1);
            } else if (a.startsWith("-") && !a.startsWith("--") && a.length() > 1) {
                name = "-" + a; // the reference (LLVM cl) accepts single-dash long options too
                if (eq > 0) {
                    name = "-" + a.substring(0, eq);
                    value = a.substring(eq + 1);
                }
            }
            switch (name) {
                case "--stdio", "--color" -> { }
                case "--pretty" -> pretty = true;
                case "--no-cache" -> noCache = true;
                case "--allow-run-from-requests" -> allowRun = true;
                case "--lit-test" -> {
                    litTest = true;
                    delimited = true;
                    pretty = true;
                }
                case "--help", "-h", "--h", "--help-hidden", "--help-list", "--help-list-hidden" -> help = true;
                case "--version" -> version = true;
                case "--pdll-extra-dir", "--pdll-compilation-database", "--tablegen-extra-dir",
                     "--tablegen-compilation-database", "--log", "--port", "--socket", "--input-style", "--max-document-mb" -> {
                    if (value == null) {
                        if (i + 1 >= args.length) throw new UsageException("missing value for " + name);
                        value = args[++i];
                    }
                    switch (name) {
                        case "--pdll-extra-dir" -> dirs.add(Path.of(value));
                        case "--pdll-compilation-database" -> dbs.add(Path.of(value));
                        case "--tablegen-extra-dir" -> tdDirs.add(Path.of(value));
                        case "--tablegen-compilation-database" -> tdDbs.add(Path.of(value));
                        case "--socket" -> {
                            if (value.isEmpty()) throw new UsageException("--socket needs a path");
                            socket = Path.of(value);
                        }
                        case "--max-document-mb" -> maxChars = documentLimit(value);
                        case "--input-style" -> delimited = switch (value) {
                            case "standard" -> false;
                            case "delimited" -> true;
                            default -> throw new UsageException("--input-style must be standard or delimited, not '" + value + "'");
                        };
                        case "--log" -> {
                            logGiven = true;
                            level = switch (value) {
                                case "error" -> Log.Level.ERROR;
                                case "info" -> Log.Level.INFO;
                                case "verbose" -> Log.Level.VERBOSE;
                                default -> throw new UsageException("--log must be error, info or verbose, not '" + value + "'");
                            };
                        }
                        default -> {
                            try {
                                port = Integer.parseInt(value);
                            } catch (NumberFormatException e) {
                                throw new UsageException("--port needs a number, not '" + value + "'");
                            }
                            if (port < 0 || port > 65535) throw new UsageException("--port out of range: " + port);
                        }
                    }
                }
                default -> throw new UsageException("unknown argument '" + a + "'");
            }
        }
        // -lit-test means -log=verbose unless a -log says otherwise (LLVM: the last assignment wins;
        // here an explicit -log wins wherever it stands)
        if (litTest && !logGiven) level = Log.Level.VERBOSE;
        if (port != null && socket != null) throw new UsageException("--port and --socket: choose one");
        return new ServerArgs(List.copyOf(dirs), List.copyOf(dbs), level, port, help, version, delimited, pretty, noCache,
                List.copyOf(tdDirs), List.copyOf(tdDbs), socket, allowRun, maxChars);
    }

    /** {@code --max-document-mb}'s value (a decimal number of MB, 0 for no limit) in characters. */
    private static int documentLimit(String value) throws UsageException {
        double mb;
        try {
            mb = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            mb = -1;
        }
        if (!(mb >= 0) || Double.isInfinite(mb)) throw new UsageException("--max-document-mb needs a number of MB (0: no limit), not '" + value + "'");
        return mb == 0 || mb * 1024 * 1024 >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) Math.max(1, mb * 1024 * 1024);
    }

    public static final String USAGE = """
            usage: pdll-lsp [options]   (also tblgen-lsp: the same server)
              LSP server for PDLL and TableGen (.td) over stdio (default) or a socket.
              --pdll-extra-dir=DIR             add an include directory (repeatable)
              --pdll-compilation-database=FILE read a pdll_compile_commands.yml (repeatable)
              --tablegen-extra-dir=DIR         add an include directory of .td documents (repeatable)
              --tablegen-compilation-database=FILE
                                               read a tablegen_compile_commands.yml (repeatable)
              --log=error|info|verbose         stderr log level (default info)
              --port N                         serve one client on 127.0.0.1:N instead of stdio;
                                               only this user's (Linux: others' connections are
                                               closed unread; elsewhere use --socket)
              --socket PATH                    serve one client on a Unix domain socket created at
                                               PATH with mode 0600 (removed at exit)
              --allow-run-from-requests        over --port/--socket, let pdll/runPatterns run the
                                               request's mlirOpt and read files outside the
                                               workspace folders (never needed over stdio)
              --max-document-mb=N              keep a larger document as text only, with one
                                               diagnostic saying so (default 8; 0: no limit)
              --stdio                          accepted and ignored (stdio is the default)
              --pretty                         print messages indented, keys sorted
              --no-cache                       neither read nor write the .td import cache (also
                                               PDLL_CACHE=0; location: PDLL_CACHE_DIR, else
                                               $XDG_CACHE_HOME/pdll, else ~/.cache/pdll)
              --input-style=standard|delimited messages with Content-Length headers (default), or
                                               separated by '// -----' lines ('//' lines are comments)
              --lit-test                       --input-style=delimited --pretty --log=verbose (MLIR's
                                               .test transcripts: pdll-lsp -lit-test < file.test)
              --version, --help
            """;
}
