package pdll.intellij.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import pdll.intellij.pdll.PdllLanguage;
import pdll.intellij.server.PdllServer;
import pdll.intellij.tablegen.TableGenLanguage;

/**
 * Static checks of plugin.xml, which the IDE would otherwise only reject at load time: it parses;
 * every class it names exists (ours among the compiled classes, LSP4IJ's among LSP4IJ's real class
 * names); every extension point is one the platform or LSP4IJ declares; the LSP4IJ wiring agrees
 * with {@link PdllServer}. The compile-only declarations' LSP4IJ names are held to the same list.
 */
class PluginXmlTest {
    static final Path CLASSES = Path.of("target/classes");
    static final Path DECLARATIONS = Path.of("platform-api/src/main/java");
    static final String LSP4IJ = "com.redhat.devtools.lsp4ij";

    static PluginXml xml;

    @BeforeAll
    static void parse() throws Exception {
        try (InputStream in = Files.newInputStream(CLASSES.resolve("META-INF/plugin.xml"))) {
            xml = new PluginXml(in); // throws on malformed XML
        }
    }

    @Test
    void identityAndDependencies() {
        Element root = xml.root();
        assertEquals("idea-plugin", root.getTagName());
        assertEquals(List.of("dev.pdll.intellij"), xml.texts("id"));
        assertEquals("242", PluginXml.children(root, "idea-version").get(0).getAttribute("since-build"));
        assertTrue(xml.texts("depends").contains(LSP4IJ), "depends on LSP4IJ");
        assertTrue(xml.texts("depends").contains("com.intellij.modules.platform"), "runs in every IntelliJ-based IDE");
    }

    @Test
    void everyNamedClassExists() {
        Set<String> lsp4ij = ReferenceLists.read("lsp4ij-classes.txt");
        Set<String> pending = ReferenceLists.read("plugin-xml-pending-classes.txt");
        List<String> problems = new ArrayList<>();
        for (PluginXml.ClassRef ref : xml.classRefs()) {
            String name = ref.name();
            if (name.startsWith("pdll.intellij.")) {
                boolean exists = Files.isRegularFile(CLASSES.resolve(name.replace('.', '/') + ".class"));
                if (pending.contains(name)) {
                    if (exists) problems.add(name + " exists now: remove it from plugin-xml-pending-classes.txt");
                } else if (!exists) problems.add(ref.where() + " " + name + ": no such class in target/classes");
            } else if (name.startsWith(LSP4IJ + ".")) {
                if (!lsp4ij.contains(name.replace('$', '.'))) problems.add(ref.where() + " " + name + ": not an LSP4IJ class");
            } else {
                problems.add(ref.where() + " " + name + ": neither ours nor LSP4IJ's (add a checked list before naming platform classes)");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void extensionPointsAreThePlatformsAndLsp4ijs() {
        Set<String> platform = ReferenceLists.read("intellij-extension-points.txt");
        Set<String> lsp4ij = ReferenceLists.read("lsp4ij-extension-points.txt");
        List<String> unknown = new ArrayList<>();
        for (PluginXml.Extension e : xml.extensions()) {
            Set<String> known = switch (e.namespace()) {
                case "com.intellij" -> platform;
                case LSP4IJ -> lsp4ij;
                default -> Set.of();
            };
            if (!known.contains(e.element().getTagName())) unknown.add(e.namespace() + "." + e.element().getTagName());
        }
        assertEquals(List.of(), unknown);
    }

    @Test
    void languageServerWiring() {
        List<Element> servers = ofTag(LSP4IJ, "server");
        assertEquals(1, servers.size());
        assertEquals(PdllServer.ID, servers.get(0).getAttribute("id"));
        assertEquals("pdll.intellij.server.PdllLanguageServerFactory", servers.get(0).getAttribute("factoryClass"));
        List<Element> mappings = ofTag(LSP4IJ, "languageMapping");
        assertEquals(2, mappings.size());
        for (Element m : mappings) assertEquals(PdllServer.ID, m.getAttribute("serverId"));
        assertEquals(PdllLanguage.ID, mappings.get(0).getAttribute("language"));
        assertEquals(PdllServer.LANGUAGE_ID, mappings.get(0).getAttribute("languageId"));
        // .td documents of our TableGen file type go to the same server, as TableGen
        assertEquals(TableGenLanguage.ID, mappings.get(1).getAttribute("language"));
        assertEquals(PdllServer.TD_LANGUAGE_ID, mappings.get(1).getAttribute("languageId"));
        // no mapping by file name: a .td another plugin owns is not sent to a second server
        assertEquals(List.of(), ofTag(LSP4IJ, "fileNamePatternMapping"));
        assertEquals(List.of(), ofTag(LSP4IJ, "fileTypeMapping"));
    }

    /** LSP4IJ's structure view and parameter info need binding per language; its folding must not be bound (the native folding is exact). */
    @Test
    void lsp4ijFeatureBindingsForPdll() {
        assertEquals(List.of(LSP4IJ + ".features.documentSymbol.LSPDocumentSymbolStructureViewFactory"), pdllImplementations("lang.psiStructureViewFactory"));
        assertEquals(List.of(LSP4IJ + ".features.signatureHelp.LSPParameterInfoHandler"), pdllImplementations("codeInsight.parameterInfo"));
        assertFalse(pdllImplementations("lang.foldingBuilder").stream().anyMatch(c -> c.startsWith(LSP4IJ)),
                "LSP4IJ's line-based folding would repeat the native folding regions");
    }

    @Test
    void servicesConfigurableOverriderFilterAndActions() {
        assertEquals(List.of("pdll.intellij.settings.PdllProjectSettings"), attributes("projectService", "serviceImplementation"));
        assertEquals(List.of("pdll.intellij.settings.PdllApplicationSettings"), attributes("applicationService", "serviceImplementation"));
        assertEquals(List.of("pdll.intellij.ui.PdllConfigurable"), attributes("projectConfigurable", "instance"));
        assertEquals("language", ofTag("com.intellij", "projectConfigurable").get(0).getAttribute("parentId"));
        assertEquals(List.of("pdll.intellij.tablegen.TableGenFileTypeOverrider"), attributes("fileTypeOverrider", "implementation"));
        assertEquals(List.of("pdll.intellij.server.PdllHighlightErrorFilter"), attributes("highlightErrorFilter", "implementation"));
        Element group = PluginXml.children(PluginXml.children(xml.root(), "actions").get(0), "group").get(0);
        assertEquals("PDLL: Show Output", group.getAttribute("text"));
        assertEquals("EditorPopupMenu", PluginXml.children(group, "add-to-group").get(0).getAttribute("group-id"));
        assertEquals(3, PluginXml.children(group, "action").size());
        List<Element> drr = PluginXml.children(PluginXml.children(xml.root(), "actions").get(0), "action");
        assertEquals(List.of("pdll.intellij.drr.ConvertDrrAction$AtCaret", "pdll.intellij.drr.ConvertDrrAction$WholeFile"),
                drr.stream().map(a -> a.getAttribute("class")).toList());
        for (Element a : drr) {
            assertEquals(List.of("EditorPopupMenu", "ToolsMenu"),
                    PluginXml.children(a, "add-to-group").stream().map(g -> g.getAttribute("group-id")).toList());
        }
    }

    /** The declarations stand for real LSP4IJ classes: a misspelt one would compile here and fail in the IDE. */
    @Test
    void declaredLsp4ijClassesAreReal() throws IOException {
        Set<String> lsp4ij = ReferenceLists.read("lsp4ij-classes.txt");
        Path dir = DECLARATIONS.resolve(LSP4IJ.replace('.', '/'));
        List<String> unknown;
        try (Stream<Path> files = Files.walk(dir)) {
            unknown = files.filter(p -> p.toString().endsWith(".java"))
                    .map(p -> DECLARATIONS.relativize(p).toString().replace('/', '.').replace('\\', '.').replaceAll("\\.java$", ""))
                    .filter(n -> !lsp4ij.contains(n)).toList();
        }
        assertEquals(List.of(), unknown);
    }

    private static List<Element> ofTag(String ns, String tag) {
        return xml.extensions().stream().filter(e -> e.namespace().equals(ns) && e.element().getTagName().equals(tag))
                .map(PluginXml.Extension::element).toList();
    }

    private static List<String> attributes(String tag, String attribute) {
        return ofTag("com.intellij", tag).stream().map(e -> e.getAttribute(attribute)).toList();
    }

    private static List<String> pdllImplementations(String tag) {
        return ofTag("com.intellij", tag).stream().filter(e -> e.getAttribute("language").equals(PdllLanguage.ID))
                .map(e -> e.getAttribute("implementationClass")).toList();
    }
}
