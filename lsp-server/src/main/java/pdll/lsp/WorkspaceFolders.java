package pdll.lsp;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.WorkspaceFoldersChangeEvent;
import pdll.ide.document.DocumentStore;

/**
 * The folders the client opened ({@code workspaceFolders} of {@code initialize}, else its {@code
 * rootUri} or {@code rootPath}; {@code workspace/didChangeWorkspaceFolders} when a client sends
 * it), by their real paths: what a socket client's {@code pdll/runPatterns} may read from disk.
 */
final class WorkspaceFolders {
    private volatile List<Path> folders = List.of();

    @SuppressWarnings("deprecation") // rootPath: what clients older than rootUri send
    void set(InitializeParams p) {
        List<Path> out = new ArrayList<>();
        if (p.getWorkspaceFolders() != null) {
            for (WorkspaceFolder f : p.getWorkspaceFolders()) add(out, f == null ? null : DocumentStore.pathOf(f.getUri()));
        }
        if (out.isEmpty() && p.getRootUri() != null) add(out, DocumentStore.pathOf(p.getRootUri()));
        if (out.isEmpty() && p.getRootPath() != null && !p.getRootPath().isEmpty()) add(out, Path.of(p.getRootPath()));
        folders = List.copyOf(out);
    }

    synchronized void change(WorkspaceFoldersChangeEvent e) {
        if (e == null) return;
        List<Path> out = new ArrayList<>(folders);
        if (e.getRemoved() != null) {
            for (WorkspaceFolder f : e.getRemoved()) {
                Path p = f == null ? null : real(DocumentStore.pathOf(f.getUri()));
                out.remove(p);
            }
        }
        if (e.getAdded() != null) for (WorkspaceFolder f : e.getAdded()) add(out, f == null ? null : DocumentStore.pathOf(f.getUri()));
        folders = List.copyOf(out);
    }

    List<Path> all() {
        return folders;
    }

    /** Whether {@code file}, its links followed, is in one of the folders. */
    boolean contain(Path file) {
        Path r = real(file);
        if (r == null) return false;
        for (Path f : folders) if (r.startsWith(f)) return true;
        return false;
    }

    private static void add(List<Path> out, Path p) {
        Path r = real(p);
        if (r != null && !out.contains(r)) out.add(r);
    }

    /** The real path; of a file not there (yet), its folder's real path and its name. */
    private static Path real(Path p) {
        if (p == null) return null;
        Path a = p.toAbsolutePath().normalize();
        try {
            return a.toRealPath();
        } catch (IOException e) {
            Path parent = a.getParent();
            if (parent == null) return a;
            try {
                return parent.toRealPath().resolve(a.getFileName());
            } catch (IOException e2) {
                return a;
            }
        }
    }
}
