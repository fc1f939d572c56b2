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
 * {@code mlirIncludeRoot} (a directory, or {@code "auto"} to find an installed MLIR), {@code
 * discoverCompilationDatabases} (default true), {@code diagnosticsDelayMs} and {@code extraWarnings}
 * (default true; read by {@link #extraWarnings}). The MLIR VS Code
 * extension's {@code mlir.pdll_compilation_databases} is understood too. Unknown keys and values
 * of the wrong shape are ignored; settings from the client add to the command line's.
 */
public record Settings(List<Path> extraDirs, List<Path> databases, Optional<Path> mlirIncludeRoot,
                       Optional<Boolean> discoverDatabases, Optional<Long> diagnosticsDelayMs) {

    public static final Settings EMPTY = new Settings(List.of(), List.of(), Optional.empty(), Optional.empty(), Optional.empty());

    public static Settings from(Object json) {
        if (!(json instanceof JsonObject root)) return EMPTY;
        List<Path> dirs = new ArrayList<>();
        List<Path> dbs = new ArrayList<>();
        Path[] root1 = {null};
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
                if (v.equals("auto")) root1[0] = MlirIncludeRoot.discover().orElse(null);
                else root1[0] = path(v);
            }
            if (o.get("discoverCompilationDatabases") instanceof JsonPrimitive b && b.isBoolean()) discover[0] = b.getAsBoolean();
            if (o.get("diagnosticsDelayMs") instanceof JsonPrimitive n && n.isNumber()) delay[0] = Math.max(0, n.getAsLong());
        }
        return new Settings(dirs, dbs, Optional.ofNullable(root1[0]), Optional.ofNullable(discover[0]), Optional.ofNullable(delay[0]));
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
        IncludeSettings pdll = s.over(args);
        d.addAll(pdll.extraDirs());
        return new IncludeSettings(d, b, pdll.mlirIncludeRoot(), pdll.discoverDatabases());
    }

    /** These settings on top of the command line's. */
    public IncludeSettings over(ServerArgs args) {
        List<Path> d = new ArrayList<>(args.extraDirs());
        d.addAll(extraDirs);
        List<Path> b = new ArrayList<>(args.databases());
        b.addAll(databases);
        return new IncludeSettings(d, b, mlirIncludeRoot.orElse(null), discoverDatabases.orElse(true));
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
