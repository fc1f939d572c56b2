package pdll.intellij.drr;

import com.intellij.openapi.actionSystem.ActionUpdateThread;
import com.intellij.openapi.actionSystem.AnAction;
import com.intellij.openapi.actionSystem.AnActionEvent;
import com.intellij.openapi.actionSystem.CommonDataKeys;
import com.intellij.openapi.application.ApplicationManager;
import com.intellij.openapi.editor.Document;
import com.intellij.openapi.editor.Editor;
import com.intellij.openapi.fileEditor.FileDocumentManager;
import com.intellij.openapi.fileEditor.FileEditorManager;
import com.intellij.openapi.project.DumbAware;
import com.intellij.openapi.project.Project;
import com.intellij.openapi.ui.Messages;
import com.intellij.openapi.vfs.VirtualFile;
import com.intellij.openapi.vfs.VirtualFileManager;
import com.redhat.devtools.lsp4ij.LSPIJUtils;
import com.redhat.devtools.lsp4ij.LanguageServerManager;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.eclipse.lsp4j.Position;
import org.jetbrains.annotations.NotNull;
import pdll.intellij.server.PdllServer;

/**
 * "Convert DRR to PDLL" in the editor's context menu and the Tools menu of a {@code .td} file:
 * the project's pdll-lsp converts the DRR pattern at the caret (or, with the caret on none, or
 * for {@link WholeFile}, every pattern of the file) into the {@code .pdll} beside it, as
 * {@code bin/drr2pdll} does ({@link DrrConversionCall}); LSP4IJ applies the server's edit and the
 * {@code .pdll} is then opened. The {@code .td} is saved first: the server reads it from disk,
 * since LSP4IJ opens only PDLL documents on it. Enabled on any {@code .td}, whichever plugin's
 * file type it has. One subclass per scope, as plugin.xml creates actions by class.
 */
public abstract class ConvertDrrAction extends AnAction implements DumbAware {
    private static final String TITLE = "Convert DRR to PDLL";
    private final DrrConversionCall.Scope scope;

    ConvertDrrAction(DrrConversionCall.Scope scope) {
        this.scope = scope;
    }

    @Override
    public @NotNull ActionUpdateThread getActionUpdateThread() {
        return ActionUpdateThread.BGT; // update reads only the event's data
    }

    @Override
    public void update(@NotNull AnActionEvent e) {
        VirtualFile file = e.getData(CommonDataKeys.VIRTUAL_FILE);
        e.getPresentation().setEnabledAndVisible(e.getProject() != null && file != null && DrrConversionCall.isTd(file.getName())
                && file.isInLocalFileSystem());
    }

    @Override
    public void actionPerformed(@NotNull AnActionEvent e) {
        Project project = e.getProject();
        VirtualFile file = e.getData(CommonDataKeys.VIRTUAL_FILE);
        if (project == null || file == null) return;
        Editor editor = e.getData(CommonDataKeys.EDITOR);
        Document document = FileDocumentManager.getInstance().getDocument(file);
        if (document != null) FileDocumentManager.getInstance().saveDocument(document); // the server reads the disk
        Position at = editor == null ? new Position(0, 0)
                : DrrConversionCall.position(editor.getDocument().getText(), editor.getCaretModel().getOffset());
        DrrConversionCall.Scope s = editor == null ? DrrConversionCall.Scope.WHOLE_FILE : scope;
        String uri = LSPIJUtils.toUriAsString(file);
        LanguageServerManager.getInstance(project).getLanguageServer(PdllServer.ID)
                .thenCompose(item -> item != null && item.getServer() != null
                        ? DrrConversionCall.run(item.getServer(), uri, at, s)
                        : CompletableFuture.<Optional<Path>>failedFuture(new IllegalStateException("the PDLL language server is not running")))
                .whenComplete((target, error) -> ApplicationManager.getApplication().invokeLater(() -> {
                    if (project.isDisposed()) return;
                    if (error != null) {
                        Messages.showErrorDialog(project, "The conversion failed: " + reason(error), TITLE);
                    } else if (target.isEmpty()) {
                        Messages.showErrorDialog(project, file.getName() + " has no DRR pattern to convert, or does not evaluate"
                                + " (see its include folders in Settings › Languages & Frameworks › PDLL).", TITLE);
                    } else {
                        VirtualFile pdll = VirtualFileManager.getInstance().refreshAndFindFileByNioPath(target.get());
                        if (pdll != null) FileEditorManager.getInstance(project).openFile(pdll, true);
                    }
                }));
    }

    private static String reason(Throwable t) {
        Throwable cause = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
        return cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName();
    }

    /** The pattern at the caret; the whole file when the caret is on none. */
    public static final class AtCaret extends ConvertDrrAction {
        public AtCaret() {
            super(DrrConversionCall.Scope.AT_CARET);
        }
    }

    /** Every pattern of the file. */
    public static final class WholeFile extends ConvertDrrAction {
        public WholeFile() {
            super(DrrConversionCall.Scope.WHOLE_FILE);
        }
    }
}
