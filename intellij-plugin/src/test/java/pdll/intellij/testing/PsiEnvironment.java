package pdll.intellij.testing;

import com.intellij.core.CoreApplicationEnvironment;
import com.intellij.core.CoreProjectEnvironment;
import com.intellij.lang.ParserDefinition;
import com.intellij.openapi.Disposable;
import com.intellij.openapi.fileTypes.LanguageFileType;
import com.intellij.openapi.project.Project;
import com.intellij.psi.PsiFile;
import com.intellij.psi.PsiFileFactory;
import com.intellij.psi.impl.DebugUtil;

/**
 * What IntelliJ's ParsingTestCase sets up, built from kotlin-compiler's IntelliJ core (the test
 * framework itself is not on Maven Central): an application with the file types and parser
 * definitions registered, and a project to create PSI files in. One per test JVM: the core's
 * application is a process-wide singleton.
 */
public final class PsiEnvironment {
    private static PsiEnvironment instance;

    private final CoreApplicationEnvironment application;
    private final Project project;

    private final java.util.Set<String> registered = new java.util.HashSet<>();

    private PsiEnvironment() {
        usePrivateIdePaths();
        Disposable root = () -> { };
        application = new CoreApplicationEnvironment(root);
        project = new CoreProjectEnvironment(root, application).getProject();
    }

    /**
     * The core's application reads the registry from the IDE's config folder, found from its
     * installation home (product-info.json), which a test has not: point home, config and system
     * at a scratch folder (unless the caller chose them), so nothing outside it is read or written.
     */
    private static void usePrivateIdePaths() {
        if (System.getProperty("idea.home.path") != null) return;
        try {
            java.nio.file.Path home = java.nio.file.Files.createTempDirectory("pdll-psi-env");
            System.setProperty("idea.home.path", home.toString());
            System.setProperty("idea.config.path", home.resolve("config").toString());
            System.setProperty("idea.system.path", home.resolve("system").toString());
            // the environment lives as long as the JVM: its folder goes when the JVM does
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try (java.util.stream.Stream<java.nio.file.Path> s = java.nio.file.Files.walk(home)) {
                    s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                } catch (java.io.IOException e) {
                    // a temporary folder left behind
                }
            }));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void register(Registration r) {
        if (!registered.add(r.type().getName())) return;
        application.registerFileType(r.type(), r.extension());
        application.registerParserDefinition(r.definition());
    }

    /** A language to register: its file type, extension and parser definition. */
    public record Registration(LanguageFileType type, String extension, ParserDefinition definition) {}

    /**
     * The environment, with these languages registered (each once: test classes of different
     * languages share the JVM's one environment).
     */
    public static synchronized PsiEnvironment with(Registration... registrations) {
        if (instance == null) instance = new PsiEnvironment();
        for (Registration r : registrations) instance.register(r);
        return instance;
    }

    public PsiFile parse(String fileName, LanguageFileType type, String text) {
        return PsiFileFactory.getInstance(project).createFileFromText(fileName, type, text);
    }

    /**
     * The text of the tree's leaves, in order (PsiFile.getText() would answer from the document
     * without walking the tree): equal to the input when the tree covers it exactly, once.
     */
    public static String leafText(PsiFile file) {
        StringBuilder sb = new StringBuilder();
        com.intellij.lang.ASTNode node = file.getNode().getFirstChildNode();
        while (node != null) {
            if (node.getFirstChildNode() != null) {
                node = node.getFirstChildNode();
                continue;
            }
            sb.append(node.getChars());
            while (node != null && node.getTreeNext() == null) node = node.getTreeParent();
            if (node != null) node = node.getTreeNext();
        }
        return sb.toString();
    }

    /** The tree as IntelliJ's parser tests print it (whitespace shown, ranges hidden). */
    public static String dump(PsiFile file) {
        return DebugUtil.psiToString(file, true, false);
    }
}
