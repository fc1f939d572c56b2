package pdll.ide.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import pdll.base.io.FileAccess;

/**
 * A {@code pdll_compile_commands.yml} as MLIR's build writes it: a stream of
 * {@code --- !FileInfo:} documents, each with {@code filepath} (absolute) and {@code includes}
 * (one string, {@code ;}-separated, empty items skipped). Like the reference, paths are normalised,
 * the first entry of a duplicated file wins, and {@link #allIncludes()} (the union, in first-seen
 * order) serves files the database does not list. Read with snakeyaml-engine's composer, which
 * does not need a constructor for the {@code !FileInfo:} tag. Loading never throws: a missing or
 * malformed file gives an empty database with {@link #problems()}.
 */
public record CompilationDatabase(Path file, Map<Path, List<Path>> entries, List<Path> allIncludes, List<String> problems) {

    public CompilationDatabase {
        entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
        allIncludes = List.copyOf(allIncludes);
        problems = List.copyOf(problems);
    }

    /** The include dirs of a listed file, or empty when the database does not list it. */
    public Optional<List<Path>> includesOf(Path file) {
        return Optional.ofNullable(entries.get(file.toAbsolutePath().normalize()));
    }

    public static CompilationDatabase load(Path file, FileAccess files) {
        Optional<String> text = files.read(file);
        if (text.isEmpty()) {
            return new CompilationDatabase(file, Map.of(), List.of(), List.of("Failed to open compilation database: " + file));
        }
        return parse(file, text.get());
    }

    /** The largest database read, in characters (MLIR's whole build writes well under 1 MB). */
    public static final int MAX_CHARS = 16 << 20;
    /** The deepest nesting read; a database nests two levels. */
    public static final int MAX_DEPTH = 100;

    public static CompilationDatabase parse(Path file, String yaml) {
        Map<Path, List<Path>> entries = new LinkedHashMap<>();
        LinkedHashSet<Path> all = new LinkedHashSet<>();
        List<String> problems = new ArrayList<>();
        // The composer recurses once per level: a deeply nested file overflowed the stack, and the
        // error disabled the server for every document under the database's folder.
        if (yaml.length() > MAX_CHARS) {
            problems.add("Failed to parse compilation database " + file + ": larger than " + (MAX_CHARS >> 20) + " MB");
            return new CompilationDatabase(file, entries, List.of(), problems);
        }
        if (flowDepth(yaml) > MAX_DEPTH) {
            problems.add("Failed to parse compilation database " + file + ": nested deeper than " + MAX_DEPTH + " levels");
            return new CompilationDatabase(file, entries, List.of(), problems);
        }
        try {
            LoadSettings settings = LoadSettings.builder().setLabel(file.toString()).setCodePointLimit(MAX_CHARS).build();
            for (Node doc : new Compose(settings).composeAllFromString(yaml)) {
                if (!(doc instanceof MappingNode map)) continue;
                // `--- !FileInfo:` followed by an indented mapping composes as one mapping whose
                // keys are the fields; tolerate a wrapping single-key mapping as well.
                MappingNode fields = map;
                if (map.getValue().size() == 1 && map.getValue().get(0).getValueNode() instanceof MappingNode inner
                        && scalar(map.getValue().get(0).getKeyNode()).filter(k -> k.startsWith("FileInfo")).isPresent()) {
                    fields = inner;
                }
                String filepath = null;
                String includes = "";
                for (NodeTuple t : fields.getValue()) {
                    String key = scalar(t.getKeyNode()).orElse("");
                    String value = scalar(t.getValueNode()).orElse(null);
                    if (value == null) continue;
                    if (key.equals("filepath")) filepath = value;
                    else if (key.equals("includes")) includes = value;
                }
                if (filepath == null || filepath.isBlank()) {
                    problems.add("entry without filepath in " + file);
                    continue;
                }
                Path base = file.toAbsolutePath().getParent();
                Path fp = resolve(base, filepath);
                List<Path> dirs = new ArrayList<>();
                for (String d : includes.split(";")) {
                    if (d.isBlank()) continue;
                    Path p = resolve(base, d.strip());
                    dirs.add(p);
                }
                if (entries.containsKey(fp)) {
                    problems.add("Duplicate file in compilation database: " + fp);
                    continue;
                }
                entries.put(fp, List.copyOf(dirs));
                all.addAll(dirs); // an ignored duplicate adds nothing to the union either
            }
        } catch (YamlEngineException | IllegalArgumentException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
            problems.add("Failed to parse compilation database " + file + ": " + why);
        } catch (StackOverflowError e) {
            // block nesting ("- - - - ...") the flow scan does not count
            entries.clear();
            all.clear();
            problems.add("Failed to parse compilation database " + file + ": nested deeper than " + MAX_DEPTH + " levels");
        }
        return new CompilationDatabase(file, entries, new ArrayList<>(all), problems);
    }

    /** The deepest nesting of flow collections ({@code [ ]}, {@code { }}) outside quoted scalars. */
    static int flowDepth(String yaml) {
        int depth = 0;
        int max = 0;
        char quote = 0;
        for (int i = 0; i < yaml.length(); i++) {
            char c = yaml.charAt(i);
            if (quote != 0) {
                if (c == '\\' && quote == '"') i++;
                else if (c == quote) quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '#' && (i == 0 || Character.isWhitespace(yaml.charAt(i - 1)))) {
                int nl = yaml.indexOf('\n', i);
                i = nl < 0 ? yaml.length() : nl;
            } else if (c == '[' || c == '{') {
                max = Math.max(max, ++depth);
            } else if ((c == ']' || c == '}') && depth > 0) {
                depth--;
            }
        }
        return max;
    }

    private static Path resolve(Path base, String p) {
        Path path = Path.of(p);
        if (!path.isAbsolute() && base != null) path = base.resolve(path);
        return path.toAbsolutePath().normalize();
    }

    private static Optional<String> scalar(Node n) {
        return n instanceof ScalarNode s ? Optional.of(s.getValue()) : Optional.empty();
    }
}
