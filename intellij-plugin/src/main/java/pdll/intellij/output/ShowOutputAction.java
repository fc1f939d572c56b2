package pdll.intellij.output;

import com.intellij.openapi.actionSystem.ActionUpdateThread;
import com.intellij.openapi.actionSystem.AnAction;
import com.intellij.openapi.actionSystem.AnActionEvent;
import com.intellij.openapi.actionSystem.CommonDataKeys;
import com.intellij.openapi.application.ApplicationManager;
import com.intellij.openapi.fileTypes.FileTypeRegistry;
import com.intellij.openapi.project.DumbAware;
import com.intellij.openapi.project.Project;
import com.intellij.openapi.vfs.VirtualFile;
import com.redhat.devtools.lsp4ij.LSPIJUtils;
import com.redhat.devtools.lsp4ij.LanguageServerManager;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.jetbrains.annotations.NotNull;
import pdll.intellij.pdll.PdllFileType;
import pdll.intellij.server.PdllServer;
import pdll.intellij.server.PdllServerApi;
import pdll.intellij.server.ViewOutputParams;
import pdll.intellij.server.ViewOutputResult;

/**
 * "PDLL: Show Output" › PDL IR / C++ / AST in the editor's context menu: asks the project's
 * pdll-lsp for {@code pdll/viewOutput} of the file (the text LSP4IJ has synchronised, saved or
 * not) and shows the answer in a read-only tab. One subclass per kind, because plugin.xml creates
 * actions through their no-argument constructors. Visible only on PDLL files; dumb-aware, since
 * it needs no index.
 */
public abstract class ShowOutputAction extends AnAction implements DumbAware {
    private final OutputKind kind;

    ShowOutputAction(OutputKind kind) {
        this.kind = kind;
    }

    @Override
    public @NotNull ActionUpdateThread getActionUpdateThread() {
        return ActionUpdateThread.BGT; // update reads only the event's data
    }

    @Override
    public void update(@NotNull AnActionEvent e) {
        VirtualFile file = e.getData(CommonDataKeys.VIRTUAL_FILE);
        e.getPresentation().setEnabledAndVisible(e.getProject() != null && file != null
                && FileTypeRegistry.getInstance().isFileOfType(file, PdllFileType.INSTANCE));
    }

    @Override
    public void actionPerformed(@NotNull AnActionEvent e) {
        Project project = e.getProject();
        VirtualFile file = e.getData(CommonDataKeys.VIRTUAL_FILE);
        if (project == null || file == null) return;
        ViewOutputParams params = new ViewOutputParams(LSPIJUtils.toUriAsString(file), kind.requestKind);
        LanguageServerManager.getInstance(project).getLanguageServer(PdllServer.ID)
                .thenCompose(item -> item != null && item.getServer() instanceof PdllServerApi api
                        ? api.viewOutput(params)
                        : CompletableFuture.<ViewOutputResult>failedFuture(new IllegalStateException("the PDLL language server is not running")))
                .whenComplete((result, error) -> {
                    String text = error != null ? kind.failureText(reason(error))
                            : result == null || result.output == null ? kind.failureText("the server could not compile " + file.getName())
                            : result.output;
                    ApplicationManager.getApplication().invokeLater(() -> {
                        if (!project.isDisposed()) OutputTab.show(project, file.getName(), kind, text);
                    });
                });
    }

    private static String reason(Throwable t) {
        Throwable cause = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
        return cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName();
    }

    public static final class PdlIr extends ShowOutputAction {
        public PdlIr() {
            super(OutputKind.MLIR);
        }
    }

    public static final class Cpp extends ShowOutputAction {
        public Cpp() {
            super(OutputKind.CPP);
        }
    }

    public static final class Ast extends ShowOutputAction {
        public Ast() {
            super(OutputKind.AST);
        }
    }
}
