package pdll.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * The editor entries in dist/, ready to submit, against what release/build.sh made: each names
 * the release repository (dist/RELEASE_REPOSITORY), the version in VERSION, an artifact that
 * exists and programs the bundle holds. Also SHA256SUMS against the files.
 */
class EditorEntriesIT {
    static final Path DIST = ReleaseArtifacts.repoRoot().resolve("dist");

    @Test
    @SuppressWarnings("unchecked")
    void masonPackage() throws Exception {
        Map<String, Object> pkg = (Map<String, Object>) new Load(LoadSettings.builder().build())
                .loadFromString(Files.readString(DIST.resolve("mason/pdll-lsp/package.yaml")));
        for (String field : List.of("name", "description", "homepage", "licenses", "languages", "categories", "source", "bin")) {
            assertTrue(pkg.containsKey(field), "mason package.yaml lacks " + field);
        }
        assertEquals("pdll-lsp", pkg.get("name"));
        assertEquals("https://github.com/" + ReleaseArtifacts.repository(), pkg.get("homepage"));
        assertTrue(((List<String>) pkg.get("categories")).contains("LSP"));
        Map<String, Object> source = (Map<String, Object>) pkg.get("source");
        assertEquals("pkg:github/" + ReleaseArtifacts.repository() + "@v" + ReleaseArtifacts.version(), source.get("id"));
        // mason's templates, as mason renders them for that id: {{ version | strip_prefix "v" }}, {{source.asset.X}}
        Map<String, Object> asset = ((List<Map<String, Object>>) source.get("asset")).get(0);
        assertEquals("linux_x64_gnu", asset.get("target"));
        String file = render((String) asset.get("file"), asset);
        assertEquals(ReleaseArtifacts.tarball().getFileName().toString(), file);
        assertTrue(Files.isRegularFile(ReleaseArtifacts.dir().resolve(file)), file + " was not built");
        Map<String, String> bins = (Map<String, String>) pkg.get("bin");
        assertTrue(bins.keySet().containsAll(List.of("pdll-lsp", "tblgen-lsp", "pdllc")), bins.toString());
        List<String> inTarball = tarballEntries();
        for (Map.Entry<String, String> bin : bins.entrySet()) {
            String path = render(bin.getValue(), asset).replaceFirst("^exec:", "");
            assertTrue(inTarball.contains(path), bin.getKey() + ": " + path + " is not in " + file);
        }
    }

    @Test
    void lsp4ijTemplates() throws Exception {
        for (String[] t : new String[][] {{"pdll", "pdll-lsp", "*.pdll", "pdll"}, {"tablegen", "tblgen-lsp", "*.td", "tablegen"}}) {
            Path dir = DIST.resolve("lsp4ij").resolve(t[0]);
            JsonObject template = parse(dir.resolve("template.json"));
            assertFalse(template.get("name").getAsString().isBlank());
            String program = template.getAsJsonObject("programArgs").get("default").getAsString();
            String inBundle = ReleaseArtifacts.bundleName() + "/bin/" + t[1];
            assertEquals("$USER_HOME$/.lsp4ij/lsp/" + inBundle, program, dir + ": programArgs");
            assertTrue(tarballEntries().contains(inBundle), inBundle);
            JsonObject mapping = template.getAsJsonArray("fileTypeMappings").get(0).getAsJsonObject();
            assertEquals(t[2], mapping.getAsJsonObject("fileType").getAsJsonArray("patterns").get(0).getAsString());
            assertEquals(t[3], mapping.get("languageId").getAsString());

            JsonObject download = parse(dir.resolve("installer.json")).getAsJsonObject("run").getAsJsonObject("download");
            assertEquals(ReleaseArtifacts.downloadUrl(ReleaseArtifacts.tarball().getFileName().toString()),
                    download.getAsJsonObject("url").get("unix").getAsString());
            JsonObject output = download.getAsJsonObject("output");
            assertEquals("$USER_HOME$/.lsp4ij/lsp", output.get("dir").getAsString());
            assertEquals(inBundle, output.getAsJsonObject("file").getAsJsonObject("name").get("unix").getAsString());
        }
    }

    @Test
    void nvimLspconfig() throws Exception {
        String lua = Files.readString(DIST.resolve("nvim-lspconfig/lsp/pdll_lsp.lua"));
        assertTrue(lua.contains("cmd = { 'pdll-lsp' }"), lua);
        assertTrue(lua.contains("filetypes = { 'pdll', 'tablegen' }"), lua);
        assertTrue(lua.contains("root_markers = {"), lua);
        assertTrue(tarballEntries().contains(ReleaseArtifacts.bundleName() + "/bin/pdll-lsp"));
        assertTrue(lua.contains(ReleaseArtifacts.downloadUrl(ReleaseArtifacts.tarball().getFileName().toString())), "download address");
    }

    @Test
    void checksumsMatchTheFiles() throws Exception {
        List<String> lines = Files.readAllLines(ReleaseArtifacts.dir().resolve("SHA256SUMS"));
        try (Stream<Path> s = Files.list(ReleaseArtifacts.dir())) {
            assertEquals(s.filter(p -> !p.getFileName().toString().equals("SHA256SUMS")).count(), lines.size(), lines.toString());
        }
        for (String line : lines) {
            String[] parts = line.split("  ", 2);
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(ReleaseArtifacts.dir().resolve(parts[1])));
            assertEquals(parts[0], HexFormat.of().formatHex(digest), parts[1]);
        }
    }

    /** The subset of mason's template language the entry uses. */
    static String render(String template, Map<String, Object> asset) throws IOException {
        Matcher m = Pattern.compile("\\{\\{\\s*([^}]*?)\\s*}}").matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String expr = m.group(1);
            String value;
            if (expr.equals("version | strip_prefix \"v\"")) value = ReleaseArtifacts.version();
            else if (expr.startsWith("source.asset.")) value = render((String) asset.get(expr.substring(13)), asset);
            else throw new AssertionError("unknown template " + expr);
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        return m.appendTail(out).toString();
    }

    static JsonObject parse(Path json) throws IOException {
        JsonElement e = JsonParser.parseString(Files.readString(json));
        return e.getAsJsonObject();
    }

    private static List<String> entries;

    /** The paths in the tarball (tar -tzf), without a trailing slash. */
    static synchronized List<String> tarballEntries() throws Exception {
        if (entries == null) {
            Unpacked.Result r = Unpacked.run(List.of("tar", "-tzf", ReleaseArtifacts.tarball().toString()), ReleaseArtifacts.dir(),
                    Map.of("PATH", System.getenv("PATH")), null, 120);
            assertEquals(0, r.status(), r.err());
            entries = r.out().lines().map(l -> l.replaceFirst("/$", "")).toList();
        }
        return entries;
    }
}
