package pdll.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.base.io.FileAccess;
import pdll.ide.config.CompilationDatabase;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;

class ConfigTest {
    static final String DB = """
            --- !FileInfo:
              filepath: "/src/a.pdll"
              includes: "/inc/one;;/inc/two"
            --- !FileInfo:
              filepath: "/src/b.pdll"
              includes: "/inc/three"
            --- !FileInfo:
              filepath: "/src/../src/a.pdll"
              includes: "/ignored"
            """;

    @Test
    void fileInfoDocumentsWithTheirTag() {
        CompilationDatabase db = CompilationDatabase.parse(Path.of("/build/pdll_compile_commands.yml"), DB);
        assertEquals(List.of(Path.of("/inc/one"), Path.of("/inc/two")), db.includesOf(Path.of("/src/a.pdll")).orElseThrow());
        assertEquals(List.of(Path.of("/inc/three")), db.includesOf(Path.of("/src/b.pdll")).orElseThrow());
        assertEquals(List.of(Path.of("/inc/one"), Path.of("/inc/two"), Path.of("/inc/three")), db.allIncludes());
        assertEquals(List.of("Duplicate file in compilation database: /src/a.pdll"), db.problems(), "first entry wins");
    }

    @Test
    void malformedYamlIsAProblemNotACrash() {
        CompilationDatabase db = CompilationDatabase.parse(Path.of("/x.yml"), "--- !FileInfo:\n  filepath: [unclosed\n");
        assertTrue(db.entries().isEmpty());
        assertEquals(1, db.problems().size());
        assertTrue(CompilationDatabase.load(Path.of("/does/not/exist.yml"), FileAccess.DISK).problems().get(0)
                .startsWith("Failed to open compilation database"));
    }

    /**
     * A deeply nested database overflowed the YAML composer's stack, and the error disabled the
     * server for every document under its folder: now a problem, like any malformed file.
     */
    @Test
    void deepOrHugeDatabasesAreProblemsNotCrashes() {
        String head = "--- !FileInfo:\n  filepath: \"/a.pdll\"\n  includes: ";
        for (String yaml : List.of(head + "[".repeat(20_000) + "]".repeat(20_000) + "\n",
                head + "{a: ".repeat(20_000) + "1" + "}".repeat(20_000) + "\n",
                head + "\n    " + "- ".repeat(20_000) + "x\n")) {
            CompilationDatabase db = CompilationDatabase.parse(Path.of("/deep.yml"), yaml);
            assertTrue(db.entries().isEmpty());
            assertEquals(List.of("Failed to parse compilation database /deep.yml: nested deeper than 100 levels"), db.problems());
        }
        String huge = head + "\"" + "x".repeat(CompilationDatabase.MAX_CHARS) + "\"\n";
        assertEquals(List.of("Failed to parse compilation database /huge.yml: larger than 16 MB"),
                CompilationDatabase.parse(Path.of("/huge.yml"), huge).problems());
        // nesting a database may have: a quoted "[" or a comment with brackets counts for nothing
        CompilationDatabase ok = CompilationDatabase.parse(Path.of("/ok.yml"),
                "# [[[[ a comment\n" + head + "\"/inc/[[[[[\"\n");
        assertEquals(List.of(), ok.problems());
    }

    @Test
    void searchPathLikeTheReferencePlusDiscovery(@TempDir Path tmp) throws Exception {
        Path src = Files.createDirectories(tmp.resolve("proj/src/deep"));
        Path build = Files.createDirectories(tmp.resolve("proj/build-debug"));
        Path doc = src.resolve("x.pdll");
        Path other = src.resolve("y.pdll");
        Files.writeString(build.resolve(IncludeConfig.DATABASE_NAME),
                "--- !FileInfo:\n  filepath: \"" + doc + "\"\n  includes: \"/inc/listed\"\n"
                        + "--- !FileInfo:\n  filepath: \"/elsewhere.pdll\"\n  includes: \"/inc/other\"\n");
        List<String> log = new ArrayList<>();
        IncludeConfig config = new IncludeConfig(FileAccess.DISK, log::add);
        config.update(new IncludeSettings(List.of(Path.of("/extra")), List.of(), Path.of("/mlir/include"), true));

        IncludeConfig.SearchPath sp = config.forDocument(doc);
        assertEquals(src, sp.workingDir());
        assertEquals(List.of(Path.of("/extra"), Path.of("/inc/listed"), Path.of("/mlir/include")), sp.includeDirs());
        assertEquals(List.of(build.resolve(IncludeConfig.DATABASE_NAME)), sp.databases());
        // a file the database does not list gets the union of all includes
        assertEquals(List.of(Path.of("/extra"), Path.of("/inc/listed"), Path.of("/inc/other"), Path.of("/mlir/include")),
                config.forDocument(other).includeDirs());

        // the database is re-read when it changes
        Files.writeString(build.resolve(IncludeConfig.DATABASE_NAME),
                "--- !FileInfo:\n  filepath: \"" + doc + "\"\n  includes: \"/inc/changed;/inc/more\"\n");
        Files.setLastModifiedTime(build.resolve(IncludeConfig.DATABASE_NAME),
                java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 5000));
        assertEquals(List.of(Path.of("/extra"), Path.of("/inc/changed"), Path.of("/inc/more"), Path.of("/mlir/include")),
                config.forDocument(doc).includeDirs());

        // discovery off: only the flags
        config.update(new IncludeSettings(List.of(), List.of(), null, false));
        assertEquals(List.of(), config.forDocument(doc).includeDirs());
        assertTrue(log.isEmpty(), log.toString());
    }
}
