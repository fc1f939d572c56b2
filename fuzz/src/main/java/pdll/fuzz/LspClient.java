package pdll.fuzz;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.WorkDoneProgressCreateParams;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * The fuzzer's side of the connection: remembers the last diagnostics of each document (the
 * version they were for, and the diagnostics themselves, which code actions are asked about) and
 * accepts whatever else the server sends. Messages of type Error are kept: they are looked at for
 * stack traces like the server's log.
 */
final class LspClient implements LanguageClient {
    record Published(Integer version, List<Diagnostic> diagnostics) {}

    final Map<String, Published> diagnostics = new ConcurrentHashMap<>();
    final StringBuffer messages = new StringBuffer();

    @Override
    public void telemetryEvent(Object object) {}

    @Override
    public void publishDiagnostics(PublishDiagnosticsParams p) {
        diagnostics.put(p.getUri(), new Published(p.getVersion(), p.getDiagnostics()));
        synchronized (this) {
            notifyAll();
        }
    }

    @Override
    public void showMessage(MessageParams p) {
        messages.append(p.getType()).append(": ").append(p.getMessage()).append('\n');
    }

    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams p) {
        messages.append(p.getType()).append(": ").append(p.getMessage()).append('\n');
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void logMessage(MessageParams p) {
        messages.append(p.getType()).append(": ").append(p.getMessage()).append('\n');
    }

    @Override
    public CompletableFuture<Void> createProgress(WorkDoneProgressCreateParams params) {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void notifyProgress(org.eclipse.lsp4j.ProgressParams params) {}

    /** Waits until diagnostics for {@code uri} at {@code version} arrive; false after {@code millis}. */
    synchronized boolean awaitDiagnostics(String uri, int version, long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        while (true) {
            Published p = diagnostics.get(uri);
            if (p != null && p.version() != null && p.version() >= version) return true;
            long left = end - System.currentTimeMillis();
            if (left <= 0) return false;
            wait(left);
        }
    }
}
