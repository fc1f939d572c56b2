package pdll.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layering of docs/architecture.md, on the compiled main classes of every Java module: a wrong
 * import fails the build here (and, where a module simply does not have the other on its class
 * path, does not even compile). Four rules:
 * <ul>
 * <li>no module depends on a module above it ({@link Module}: each names the project packages it
 * owns and may use);
 * <li>no cycle between packages, in any module (a package is a slice: {@code pdll.ide.td} and
 * {@code pdll.ide.hover} are two);
 * <li>the IDE module knows no protocol: no LSP4J, no Gson, no {@code pdll.lsp};
 * <li>the IDE module's packages keep their layers ({@link #IDE_LAYERS}).
 * </ul>
 */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("pdll");
        // a rule over no classes passes: make sure every module was found
        for (Module m : Module.values()) {
            assertTrue(classes.stream().anyMatch(c -> m.owns(c.getPackageName())), "no classes of " + m + " on the class path");
        }
    }

    /** The Java modules, bottom up, with the packages each owns; a module may use its own and those of the modules it lists. */
    enum Module {
        BASE("pdll.base"),
        TABLEGEN("pdll.tablegen", BASE),
        PARSER("pdll.syntax", BASE),
        MLIR_BUILTIN("pdll.mlir"),
        SEMA("pdll.sema", BASE, TABLEGEN, PARSER, MLIR_BUILTIN),
        PDLLC("pdll.pdllc", BASE, TABLEGEN, PARSER, MLIR_BUILTIN, SEMA),
        RUN("pdll.run", BASE, TABLEGEN, PARSER, MLIR_BUILTIN, SEMA, PDLLC),
        DRR("pdll.drr", BASE, TABLEGEN, PARSER, MLIR_BUILTIN, SEMA),
        IDE("pdll.ide", BASE, TABLEGEN, PARSER, MLIR_BUILTIN, SEMA, PDLLC, RUN, DRR),
        LSP_SERVER("pdll.lsp", BASE, TABLEGEN, PARSER, MLIR_BUILTIN, SEMA, PDLLC, RUN, DRR, IDE),
        INTELLIJ_PLUGIN("pdll.intellij", BASE, TABLEGEN, PARSER),
        FUZZ("pdll.fuzz", BASE, TABLEGEN, PARSER, MLIR_BUILTIN, SEMA, PDLLC, RUN, DRR, IDE, LSP_SERVER),
        /** the tests' helpers (outside material, the skip report): on test class paths only, so no module lists it */
        TEST_SUPPORT("pdll.testsupport");

        final String root;
        final Module[] below;

        Module(String root, Module... below) {
            this.root = root;
            this.below = below;
        }

        boolean owns(String pkg) {
            return pkg.equals(root) || pkg.startsWith(root + ".");
        }

        /** The project packages this module must not use: those of every module neither itself nor below it. */
        String[] forbidden() {
            List<String> out = new ArrayList<>();
            for (Module m : values()) {
                if (m == this || List.of(below).contains(m)) continue;
                out.add(m.root + "..");
            }
            return out.toArray(String[]::new);
        }
    }

    @Test
    void noModuleDependsOnOneAboveIt() {
        for (Module m : Module.values()) {
            String[] forbidden = m.forbidden();
            if (forbidden.length == 0) continue;
            ArchRule rule = noClasses().that().resideInAPackage(m.root + "..").should().dependOnClassesThat().resideInAnyPackage(forbidden)
                    .because(m + " sits below those modules (docs/architecture.md)");
            rule.check(classes);
        }
    }

    @Test
    void noPackageCycles() {
        slices().matching("pdll.(**)").should().beFreeOfCycles().check(classes);
    }

    @Test
    void theDrrChecksSitBelowTheConverter() {
        noClasses().that().resideInAnyPackage("pdll.drr.read..", "pdll.drr.check..").should().dependOnClassesThat()
                .resideInAnyPackage("pdll.drr.convert..", "pdll.drr.cli..")
                .because("the language server runs the DRR checks on every edit: they need the records read, not the converter")
                .check(classes);
    }

    @Test
    void theIdeModuleKnowsNoProtocol() {
        noClasses().that().resideInAPackage("pdll.ide..").should().dependOnClassesThat()
                .resideInAnyPackage("org.eclipse.lsp4j..", "com.google.gson..", "pdll.lsp..")
                .because("the IDE layer takes offsets and returns plain records; only lsp-server speaks LSP")
                .check(classes);
    }

    /**
     * The IDE module's layers, bottom up. Foundation: text, configuration, file access. Documents:
     * the snapshots of open documents. Answers: the records features return (several features and
     * the split-document support share them, so they sit below all of them). Analyses: a
     * document's PDLL analysis. Support: syntax queries, the operation index, split documents.
     * Features: one package each, PDLL and TableGen. Top: the {@code Ide} façade, the workspace
     * that schedules analyses, pattern runs.
     */
    static final String[][] IDE_LAYERS = {
        {"Foundation", "pdll.ide.text..", "pdll.ide.config..", "pdll.ide.files.."},
        {"Documents", "pdll.ide.document.."},
        {"Answers", "pdll.ide.answer.."},
        {"Analyses", "pdll.ide.analysis.."},
        {"Support", "pdll.ide.syntax..", "pdll.ide.index..", "pdll.ide.split.."},
        {"Features", "pdll.ide.actions..", "pdll.ide.completion..", "pdll.ide.definition..", "pdll.ide.diagnostics..",
            "pdll.ide.folding..", "pdll.ide.format..", "pdll.ide.hover..", "pdll.ide.inlay..", "pdll.ide.links..", "pdll.ide.output..",
            "pdll.ide.references..", "pdll.ide.signature..", "pdll.ide.symbols..", "pdll.ide.tokens..", "pdll.ide.td.."},
        {"Top", "pdll.ide", "pdll.ide.workspace..", "pdll.ide.run.."},
    };

    @Test
    void theIdeModuleKeepsItsLayers() {
        var arch = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (String[] layer : IDE_LAYERS) {
            arch = arch.layer(layer[0]).definedBy(java.util.Arrays.copyOfRange(layer, 1, layer.length));
        }
        // each layer may be used only by the layers above it (and by itself)
        for (int i = 0; i < IDE_LAYERS.length - 1; i++) {
            String[] above = new String[IDE_LAYERS.length - 1 - i];
            for (int j = i + 1; j < IDE_LAYERS.length; j++) above[j - i - 1] = IDE_LAYERS[j][0];
            arch = arch.whereLayer(IDE_LAYERS[i][0]).mayOnlyBeAccessedByLayers(above);
        }
        arch = arch.whereLayer("Top").mayNotBeAccessedByAnyLayer();
        arch.check(classes);
        // every package of the module is in a layer
        List<String> unlayered = classes.stream().map(c -> c.getPackageName()).filter(p -> p.startsWith("pdll.ide"))
                .filter(p -> !inLayer(p)).distinct().toList();
        assertTrue(unlayered.isEmpty(), "packages of the IDE module in no layer: " + unlayered);
    }

    private static boolean inLayer(String pkg) {
        for (String[] layer : IDE_LAYERS) {
            for (int k = 1; k < layer.length; k++) {
                String p = layer[k];
                if (p.endsWith("..") ? pkg.equals(p.substring(0, p.length() - 2)) || pkg.startsWith(p.substring(0, p.length() - 1))
                        : pkg.equals(p)) {
                    return true;
                }
            }
        }
        return false;
    }
}
