package pdll.tablegen.cache;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import pdll.base.io.FileAccess;
import pdll.tablegen.Evaluation;
import pdll.tablegen.Inputs;
import pdll.tablegen.ParseCache;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.source.SourceFile;

/**
 * Everything one owner keeps of the {@code .td} files it evaluated: parsed files, evaluated
 * closures, and what higher layers derive from a closure (the ODS import), in memory and, when
 * the owner has one, in the per-user {@link DiskCache} that outlives the process. A language
 * server makes one and passes it down, so two servers in one JVM share nothing in memory; the
 * command-line tools, one run per process, use {@link #CLI}. Thread-safe.
 */
public final class TdCaches {
    /** The command-line tools' caches, one per process, with the disk cache the environment asks for. */
    public static final TdCaches CLI = new TdCaches(ParseCache.CLI, DiskCache.fromEnvironment(System.getenv()));

    private record DerivedKey(Path main, Path workingDir, List<Path> includeDirs, List<String> defines,
                              FileAccess files, String format) {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive; each record spun a dozen method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof DerivedKey k && main.equals(k.main) && workingDir.equals(k.workingDir)
                    && includeDirs.equals(k.includeDirs) && defines.equals(k.defines) && files.equals(k.files)
                    && format.equals(k.format);
        }

        @Override
        public int hashCode() {
            return Objects.hash(main, workingDir, includeDirs, defines, files, format);
        }
    }

    /** A derived value and the inputs it holds for. */
    private record Derived(Object value, Inputs inputs) {}

    private final ClosureCache closures;
    private final ParseCache parses;
    private final Memo<DerivedKey, Derived> derived = new Memo<>(64, Derived::inputs);
    private volatile DiskCache disk;
    /** {@code PDLL_CACHE_TRACE=1}: one line on stderr per closure, saying where its value came from. */
    private static final boolean TRACE = "1".equals(System.getenv("PDLL_CACHE_TRACE"));
    /** A release bundle's shipped entries ({@link SeedCache}), read where the disk cache has none; null without. */
    private volatile SeedCache seed = SeedCache.fromProperty().orElse(null);

    /** Caches of one owner, in memory only until {@link #persistTo} gives them a disk cache. */
    public TdCaches() {
        this(new ParseCache(), Optional.empty());
    }

    private TdCaches(ParseCache parses, Optional<DiskCache> disk) {
        this.parses = parses;
        this.closures = new ClosureCache(64, parses);
        this.disk = disk.orElse(null);
    }

    /** Uses {@code cache} from now on (empty: memory only, e.g. for {@code --no-cache}). */
    public TdCaches persistTo(Optional<DiskCache> cache) {
        this.disk = cache.orElse(null);
        return this;
    }

    /** Reads {@code seed} where the disk cache has no entry (tests; a process takes {@link SeedCache#PROPERTY}'s). */
    TdCaches seedFrom(Optional<SeedCache> seed) {
        this.seed = seed.orElse(null);
        return this;
    }

    public ClosureCache closures() {
        return closures;
    }

    /** The parsed files every closure of these caches shares (what a variant of a closure evaluates through). */
    public ParseCache parses() {
        return parses;
    }

    /**
     * What {@code derivation} builds from the closure of {@code mainFile}: from memory while the
     * closure's files are unchanged, else from the disk cache when an entry there still matches
     * the files, else built from a fresh evaluation (and stored). The closure's records are not
     * kept: only the value and the files it depends on.
     */
    public <T> T derived(Path mainFile, TableGenOptions options, Derivation<T> derivation) {
        Path main = ClosureCache.mainPath(mainFile, options);
        DerivedKey key = new DerivedKey(main, options.workingDir(), options.includeDirs(), options.defines(),
                options.files(), derivation.format());
        Derived d = derived.get(key, options.files(),
                () -> load(main, options, derivation, () -> TableGen.evaluate(mainFile, options, parses)));
        @SuppressWarnings("unchecked")
        T value = (T) d.value();
        return value;
    }

    /**
     * The same value through the disk cache alone: nothing is kept in memory, no file is parsed
     * into the parse cache. For bulk work over many closures (an index of every {@code .td} file
     * of an include root), which must neither evict the documents' closures nor keep hundreds of
     * records alive. Evaluates on the calling thread, which needs a big stack.
     */
    public <T> T derivedOnce(Path mainFile, TableGenOptions options, Derivation<T> derivation) {
        Path main = ClosureCache.mainPath(mainFile, options);
        @SuppressWarnings("unchecked")
        T value = (T) load(main, options, derivation, () -> TableGen.evaluateUncached(mainFile, options)).value();
        return value;
    }

    /** Forgets everything held in memory (the disk cache stays): the next request is a cold process's. */
    public void clearMemory() {
        derived.clear();
        closures.clear();
    }

    /**
     * Drops the parsed {@code .td} files, which only the next evaluation of a changed closure would
     * reuse: an idle server calls it, since after an evaluation (a cold disk cache) they are the
     * biggest thing it keeps (about 11 MB for the closures of MLIR's common dialects).
     */
    public void forgetParsedFiles() {
        parses.clear();
    }

    /** How many derived values are held in memory (tests). */
    public int derivedSize() {
        return derived.size();
    }

    private <T> Derived load(Path main, TableGenOptions options, Derivation<T> derivation, Supplier<Evaluation> evaluate) {
        DiskCache dc = disk; // read once: persistTo may change it meanwhile
        byte[] key = dc == null ? null : diskKey(main, options, derivation);
        if (key == null) dc = null;
        if (dc != null) {
            Derived hit = dc.read(key).map(bytes -> decoded(bytes, options, derivation, null)).orElse(null);
            if (hit != null) return traced(hit, "read from the cache", main);
            Derived seeded = fromSeed(main, options, derivation);
            // Read in place, never copied into the user's cache: hashing the closure's files costs
            // what checking the stamps of a copy costs, and the copy cost a first run 9 ms of
            // pdllc's 106 and a fresh server's first open 50 ms (docs/measured-figures.md).
            if (seeded != null) return traced(seeded, "read from the release's seed", main);
        }
        Evaluation ev = evaluate.get();
        T value = derivation.build(ev);
        if (dc != null && derivation.storable(ev)) store(dc, key, ev.inputs(), value, derivation, options.files());
        return traced(new Derived(value, ev.inputs()), dc == null ? "evaluated (no disk cache)" : "evaluated", main);
    }

    private static Derived traced(Derived d, String how, Path main) {
        if (TRACE) System.err.println("pdll cache: " + main + ": " + how);
        return d;
    }

    /** The seed's entry for this closure, as built in the seed's working folder, when it still holds here. */
    private <T> Derived fromSeed(Path main, TableGenOptions options, Derivation<T> derivation) {
        SeedCache s = seed;
        if (s == null) return null;
        TableGenOptions asBuilt = new TableGenOptions(s.buildWorkingDir(), options.includeDirs(), options.defines(), options.files());
        byte[] key = diskKey(main, asBuilt, derivation);
        if (key == null) return null;
        return s.read(key).map(bytes -> decoded(bytes, options, derivation, s)).orElse(null);
    }

    /**
     * The value of an entry whose files all still hold, else null. {@code seed}: the entry is the
     * seed's, whose absent paths in its build's working folder are looked for in this one's.
     */
    private static <T> Derived decoded(byte[] bytes, TableGenOptions options, Derivation<T> derivation, SeedCache seed) {
        FileAccess files = options.files();
        try {
            EntryInput in = new EntryInput(bytes, 0);
            List<StoredInputs.File> stored = StoredInputs.readFiles(in);
            List<Path> absent = StoredInputs.readAbsent(in);
            if (seed != null) absent = seed.relocated(stored, absent, options.workingDir());
            if (absent == null) return null;
            Optional<Inputs> now = StoredInputs.current(stored, absent, files);
            if (now.isEmpty()) return null;
            in.files(now.get().read().stream().map(Inputs.Read::source).toList());
            T value = derivation.read(in);
            if (!in.atEnd()) throw new IOException("trailing bytes");
            return new Derived(value, now.get());
        } catch (IOException | RuntimeException e) {
            // an entry that passed its checksums but does not decode is never trusted: rebuilt below
            return null;
        }
    }

    private static <T> void store(DiskCache dc, byte[] key, Inputs inputs, T value, Derivation<T> derivation,
                                  FileAccess files) {
        Optional<List<StoredInputs.File>> described = StoredInputs.describe(inputs, files);
        if (described.isEmpty()) return;
        try {
            List<SourceFile> sources = inputs.read().stream().map(Inputs.Read::source).toList();
            EntryOutput out = new EntryOutput(sources);
            StoredInputs.write(described.get(), inputs.absent(), out);
            derivation.write(value, out);
            dc.write(key, out.toByteArray());
        } catch (IOException e) {
            // not storable (a location outside the closure): the value is still used, just not kept
        }
    }

    /** Everything the value depends on besides the files: format, build, main file, search path, macros (null: too long to store). */
    private static byte[] diskKey(Path main, TableGenOptions options, Derivation<?> derivation) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeUTF("pdll td-closure");
            out.writeUTF(derivation.format());
            String build = BuildId.of(derivation.getClass());
            if (build == null) return null;
            out.writeUTF(build);
            out.writeUTF(main.toString());
            out.writeUTF(options.workingDir().toAbsolutePath().normalize().toString());
            out.writeInt(options.includeDirs().size());
            for (Path d : options.includeDirs()) out.writeUTF(d.toString());
            out.writeInt(options.defines().size());
            for (String d : options.defines()) out.writeUTF(d);
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            return null; // a name too long to store (no real path is): no disk cache for it
        }
    }
}
