package pdll.intellij.drr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.ApplyWorkspaceEditParams;
import org.eclipse.lsp4j.ApplyWorkspaceEditResponse;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.WorkspaceEditCapabilities;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.intellij.packaging.PluginZip;
import pdll.intellij.server.ServerLaunch;
import pdll.intellij.settings.LaunchOptions;
import pdll.intellij.settings.ProjectSettingsState;
import pdll.intellij.settings.SettingsJson;
import pdll.tablegen.MlirIncludeRoot;

/**
 * "Convert DRR to PDLL" against the server the plugin zip bundles, launched as the plugin launches
 * it, through an LSP4J proxy as LSP4IJ holds one: the client capabilities LSP4IJ announces
 * (document changes, no resource operations), the {@code .td} never opened on the server, the
 * settings' default MLIR include root. The server writes a new {@code .pdll} itself and sends the
 * edits of an existing one with {@code workspace/applyEdit}, which this client applies to the file
 * as LSP4IJ applies them to the document.
 */
class DrrConversionIT {
    static final String TD = "include \"mlir/IR/PatternBase.td\"\ninclude \"mlir/Dialect/Arith/IR/ArithOps.td\"\n"
            + "def ExtSIOfExtUI : Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;\n"
            + "def ExtUIOfExtUI : Pat<(Arith_ExtUIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;\n";

    @TempDir
    static Path tmp;
    static Path pluginRoot;

    @BeforeAll
    static void install() throws IOException {
        pluginRoot = PluginZip.unpack(Files.createDirectories(tmp.resolve("plugins")));
    }

    @Test
    void convertsTheRecordAtTheCaretThenUpdatesThePdll() throws Exception {
        assumeTrue(MlirIncludeRoot.discover().isPresent(), "no MLIR include root: install libmlir-22-dev to run this test");
        Path project = Files.createDirectories(tmp.resolve("project"));
        Path td = project.resolve("ext.td");
        Files.writeString(td, TD);
        Files.writeString(project.resolve("plain.td"), "def A;\n");
        String uri = td.toUri().toString();
        Path pdll = project.resolve("ext.pdll");
        try (Session s = Session.start(project)) {
            assertEquals(Optional.of(pdll), await(DrrConversionCall.run(s.server, uri, new Position(3, 6), DrrConversionCall.Scope.AT_CARET)));
            String first = Files.readString(pdll);
            assertTrue(first.contains("Pattern ExtUIOfExtUI") && !first.contains("Pattern ExtSIOfExtUI"), first);
            assertEquals(0, s.edits.size(), "a new file is written by the server (LSP4IJ announces no resource operations)");

            assertEquals(Optional.of(pdll), await(DrrConversionCall.run(s.server, uri, new Position(2, 6), DrrConversionCall.Scope.AT_CARET)));
            assertEquals(1, s.edits.size(), "an existing file is edited through the client");
            String second = Files.readString(pdll);
            assertTrue(second.contains("Pattern ExtUIOfExtUI") && second.contains("Pattern ExtSIOfExtUI"), second);

            assertEquals(Optional.of(pdll), await(DrrConversionCall.run(s.server, uri, new Position(0, 0), DrrConversionCall.Scope.WHOLE_FILE)));
            assertTrue(Files.readString(pdll).startsWith("// Converted from ext.td by drr2pdll: 2 of 2 DRR records."), Files.readString(pdll));

            assertEquals(Optional.empty(), await(DrrConversionCall.run(s.server, project.resolve("plain.td").toUri().toString(),
                    new Position(0, 0), DrrConversionCall.Scope.AT_CARET)), "no DRR pattern: nothing to convert");
        }
    }

    private static <T> T await(CompletableFuture<T> f) throws Exception {
        return f.get(120, TimeUnit.SECONDS);
    }

    /** The bundled server over stdio, with an LSP4J client that applies text edits to the files on disk. */
    static final class Session implements AutoCloseable, LanguageClient {
        final Process process;
        final LanguageServer server;
        final List<ApplyWorkspaceEditParams> edits = new ArrayList<>();

        private Session(Process process) {
            this.process = process;
            var launcher = LSPLauncher.createClientLauncher(this, process.getInputStream(), process.getOutputStream());
            launcher.startListening();
            server = launcher.getRemoteProxy();
        }

        static Session start(Path project) throws Exception {
            ServerLaunch launch = ServerLaunch.of(Path.of(System.getProperty("java.home")), Optional.of(pluginRoot), LaunchOptions.BUNDLED, project);
            ProcessBuilder pb = new ProcessBuilder(launch.command()).directory(launch.workingDir().toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            pb.environment().putAll(launch.environment());
            Session s = new Session(pb.start());
            InitializeParams p = new InitializeParams();
            p.setProcessId((int) ProcessHandle.current().pid());
            p.setRootUri(project.toUri().toString());
            WorkspaceEditCapabilities edit = new WorkspaceEditCapabilities();
            edit.setDocumentChanges(true);
            WorkspaceClientCapabilities workspace = new WorkspaceClientCapabilities();
            workspace.setApplyEdit(true);
            workspace.setWorkspaceEdit(edit);
            ClientCapabilities caps = new ClientCapabilities();
            caps.setWorkspace(workspace);
            p.setCapabilities(caps);
            p.setInitializationOptions(SettingsJson.of(new ProjectSettingsState(), project));
            await(s.server.initialize(p));
            s.server.initialized(new org.eclipse.lsp4j.InitializedParams());
            return s;
        }

        @Override
        public CompletableFuture<ApplyWorkspaceEditResponse> applyEdit(ApplyWorkspaceEditParams params) {
            synchronized (edits) {
                edits.add(params);
            }
            try {
                Map<String, List<TextEdit>> changes = params.getEdit().getChanges();
                for (var e : changes.entrySet()) {
                    Path file = Path.of(java.net.URI.create(e.getKey()));
                    Files.writeString(file, applied(Files.readString(file), e.getValue()));
                }
                return CompletableFuture.completedFuture(new ApplyWorkspaceEditResponse(true));
            } catch (IOException | RuntimeException x) {
                return CompletableFuture.completedFuture(new ApplyWorkspaceEditResponse(false));
            }
        }

        private static String applied(String text, List<TextEdit> edits) {
            List<TextEdit> sorted = new ArrayList<>(edits);
            sorted.sort(Comparator.comparing((TextEdit t) -> offset(text, t.getRange().getStart())).reversed());
            StringBuilder sb = new StringBuilder(text);
            for (TextEdit t : sorted) sb.replace(offset(text, t.getRange().getStart()), offset(text, t.getRange().getEnd()), t.getNewText());
            return sb.toString();
        }

        private static int offset(String text, Position p) {
            int at = 0;
            for (int line = 0; line < p.getLine() && at <= text.length(); line++) {
                int nl = text.indexOf('\n', at);
                at = nl < 0 ? text.length() : nl + 1;
            }
            return Math.min(text.length(), at + p.getCharacter());
        }

        @Override
        public void close() throws Exception {
            try {
                await(server.shutdown());
                server.exit();
                process.waitFor(10, TimeUnit.SECONDS);
            } finally {
                process.destroy();
            }
        }

        @Override
        public void telemetryEvent(Object object) {}

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {}

        @Override
        public void showMessage(MessageParams messageParams) {}

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams message) {}
    }
}
