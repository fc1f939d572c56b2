package pdll.lsp;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pdll.ide.config.IncludeSettings;
import pdll.tablegen.MlirIncludeRoot;

/**
 * Client settings from {@code initializationOptions} or {@code workspace/didChangeConfiguration}:
 * an object, possibly wrapped in {@code "pdll"}, with {@code extraDirs}, {@code compilationDatabases},
 * {@code mlirIncludeRoot} (a directory; {@code "auto"}, the default, finds an installed MLIR as pdllc
 * does unless an include dir of the flags or settings is one; {@code "none"} searches none), {@code
 * discoverCompilationDatabases} (default true), {@code diagnosticsDelayMs} and {@code extraWarnings}
 * (default true; read by {@link #extraWarnings}). The MLIR VS Code
 * extension's {@code mlir.pdll_compilation_databases} is understood too. Unknown keys and values
 * of the wrong shape are ignored; settings from the client add to the command line's.
 */
public record Settings(List<Path> extraDirs, List<Path> databases, Optional<Path> mlirIncludeRoot, boolean noMlirIncludeRoot,
                       Optional<Boolean> discoverDatabases, Optional<Long> diagnosticsDelayMs) {

    public static final Settings EMPTY = new Settings(List.of(), List.of(), Optional.empty(), false, Optional.empty(), Optional.empty());

    /**
     * The installed MLIR's include root, looked for once: the environment and PATH it reads do not
     * change while the server runs, and settings are re-applied on every configuration change.
     */
    private static final class Discovered {
        static final Optional<Path> ROOT = MlirIncludeRoot.discover();
    }

    /** What {@link MlirIncludeRoot#discover()} found in this process. */
    public static Optional<Path> discoveredRoot() {
        return Discovered.ROOT;
    }

    public static Settings from(Object json) {
        if (!(json instanceof JsonObject root)) return EMPTY;
        List<Path> dirs = new ArrayList<>();
        List<Path> dbs = new ArrayList<>();
        Path[] root1 = {null};
        boolean[] noRoot = {false};
        Boolean[] discover = {null};
        Long[] delay = {null};
        List<JsonObject> scopes = new ArrayList<>(List.of(root));
        if (root.get("pdll") instanceof JsonObject p) scopes.add(p);
        if (root.get("mlir") instanceof JsonObject m) scopes.add(m);
        for (JsonObject o : scopes) {
            paths(o, dirs, "extraDirs", "extra_dirs", "pdll_extra_dirs");
            paths(o, dbs, "compilationDatabases", "compilation_databases", "pdll_compilation_databases");
            for (String k : List.of("mlirIncludeRoot", "mlir_include_root")) {
                String v = string(o.get(k));
                if (v == null || v.isBlank()) continue;
                root1[0] = v.equals("auto") || v.equals("none") ? null : path(v);
                noRoot[0] = v.equals("none");
            }
            if (o.get("discoverCompilationDatabases") instanceof JsonPrimitive b && b.isBoolean()) discover[0] = b.getAsBoolean();
            if (o.get("diagnosticsDelayMs") instanceof JsonPrimitive n && n.isNumber()) delay[0] = Math.max(0, n.getAsLong());
        }
        return new Settings(dirs, dbs, Optional.ofNullable(root1[0]), noRoot[0], Optional.ofNullable(discover[0]),
                Optional.ofNullable(delay[0]));
    }

    /** {@code extraWarnings} (also under {@code "pdll"}): our warnings beyond the reference's, default on. */
    public static Optional<Boolean> extraWarnings(Object json) {
        if (!(json instanceof JsonObject root)) return Optional.empty();
        Boolean out = null;
        for (JsonObject o : root.get("pdll") instanceof JsonObject p ? List.of(root, p) : List.of(root)) {
            if (o.get("extraWarnings") instanceof JsonPrimitive b && b.isBoolean()) out = b.getAsBoolean();
        }
        return Optional.ofNullable(out);
    }

    /**
     * The include settings of {@code .td} documents: the {@code --tablegen-*} flags and the
     * {@code tablegenExtraDirs} / {@code tablegenCompilationDatabases} settings (also the MLIR
     * extension's {@code tablegen_compilation_databases}) first, then the PDLL ones (their include
     * dirs hold the {@code .td} files PDLL includes).
     */
    public static IncludeSettings forTd(Object json, ServerArgs args) {
        Settings s = from(json);
        List<Path> d = new ArrayList<>(args.tdExtraDirs());
        List<Path> b = new ArrayList<>(args.tdDatabases());
        if (json instanceof JsonObject root) {
            List<JsonObject> scopes = new ArrayList<>(List.of(root));
            if (root.get("pdll") instanceof JsonObject p) scopes.add(p);
            if (root.get("mlir") instanceof JsonObject m) scopes.add(m);
            for (JsonObject o : scopes) {
                paths(o, d, "tablegenExtraDirs", "tablegen_extra_dirs");
                paths(o, b, "tablegenCompilationDatabases", "tablegen_compilation_databases");
            }
        }
        IncludeSettings pdll = s.over(args, discoveredRoot());
        d.addAll(pdll.extraDirs());
        // a --tablegen-extra-dir naming a root wins over the discovered one, as a PDLL dir does
        Path root = s.mlirIncludeRoot().isEmpty() && d.stream().anyMatch(MlirIncludeRoot::isRoot) ? null : pdll.mlirIncludeRoot();
        return new IncludeSettings(d, b, root, pdll.discoverDatabases());
    }

    /** These settings on top of the command line's, with the MLIR include root this process found. */
    public IncludeSettings over(ServerArgs args) {
        return over(args, discoveredRoot());
    }

    /**
     * These settings on top of the command line's. The MLIR include root is the one set, else
     * {@code discovered} unless {@code "none"} was set or an include dir already is a root (as
     * pdllc: a user's own MLIR named by a flag must not be shadowed by the system's).
     */
    public IncludeSettings over(ServerArgs args, Optional<Path> discovered) {
        List<Path> d = new ArrayList<>(args.extraDirs());
        d.addAll(extraDirs);
        List<Path> b = new ArrayList<>(args.databases());
        b.addAll(databases);
        Path root = mlirIncludeRoot.orElse(null);
        if (root == null && !noMlirIncludeRoot && d.stream().noneMatch(MlirIncludeRoot::isRoot)) root = discovered.orElse(null);
        return new IncludeSettings(d, b, root, discoverDatabases.orElse(true));
    }

    private static void paths(JsonObject o, List<Path> out, String... keys) {
        for (String k : keys) {
            JsonElement e = o.get(k);
            if (e instanceof JsonArray arr) {
                for (JsonElement x : arr) {
                    Path p = path(string(x));
                    if (p != null) out.add(p);
                }
            } else {
                Path p = path(string(e));
                if (p != null) out.add(p);
            }
        }
    }

    private static String string(JsonElement e) {
        return e instanceof JsonPrimitive p && p.isString() ? p.getAsString() : null;
    }

    private static Path path(String s) {
        if (s == null || s.isBlank()) return null;
        try {
            return Path.of(s);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
