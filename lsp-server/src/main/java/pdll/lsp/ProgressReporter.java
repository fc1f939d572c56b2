package pdll.lsp;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.WorkDoneProgressBegin;
import org.eclipse.lsp4j.WorkDoneProgressCreateParams;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import pdll.ide.workspace.ProgressSink;

/** Server-initiated {@code $/progress} (for clients that declared {@code window.workDoneProgress}). */
final class ProgressReporter implements ProgressSink {
    private final PdllLanguageServer server;
    private final AtomicInteger next = new AtomicInteger();

    ProgressReporter(PdllLanguageServer server) {
        this.server = server;
    }

    @Override
    public Runnable begin(String title, String message) {
        LanguageClient c = server.client();
        if (c == null) return () -> { };
        Either<String, Integer> token = Either.forLeft("pdll-" + next.incrementAndGet());
        try {
            c.createProgress(new WorkDoneProgressCreateParams(token)).get(2, TimeUnit.SECONDS);
        } catch (Exception e) {
            return () -> { }; // the client refused or did not answer: no progress, nothing else changes
        }
        WorkDoneProgressBegin b = new WorkDoneProgressBegin();
        b.setTitle(title);
        b.setMessage(message);
        b.setCancellable(false);
        c.notifyProgress(new ProgressParams(token, Either.forLeft(b)));
        return () -> c.notifyProgress(new ProgressParams(token, Either.forLeft(new WorkDoneProgressEnd())));
    }
}
