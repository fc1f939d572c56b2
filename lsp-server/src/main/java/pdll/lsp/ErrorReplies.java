package pdll.lsp;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * How a request that failed is answered. LSP4J's default handler puts the Java stack trace into
 * the error's {@code data}, which clients show to users; here the trace goes to the log (stderr)
 * and the reply carries one plain sentence. A method LSP4J's service interfaces declare but the
 * server does not implement (their default methods throw {@link UnsupportedOperationException})
 * is answered {@code MethodNotFound}, like a method no interface declares, in the reference's
 * words ({@code method not found: <method>}).
 */
final class ErrorReplies implements Function<Throwable, ResponseError> {
    private final Log log;
    private final PendingRequests pending;

    ErrorReplies(Log log, PendingRequests pending) {
        this.log = log;
        this.pending = pending;
    }

    @Override
    public ResponseError apply(Throwable thrown) {
        Throwable t = unwrap(thrown);
        if (t instanceof ResponseErrorException r) return r.getResponseError();
        String method = pending.dispatching();
        if (t instanceof UnsupportedOperationException && method != null) {
            return new ResponseError(ResponseErrorCode.MethodNotFound, "method not found: " + method, null);
        }
        log.error("internal error" + (method != null ? " in " + method : "") + ": " + trace(t));
        String what = t.getClass().getSimpleName() + (t.getMessage() != null ? ": " + t.getMessage().lines().findFirst().orElse("") : "");
        return new ResponseError(ResponseErrorCode.InternalError, "internal error: " + what, null);
    }

    static Throwable unwrap(Throwable t) {
        while ((t instanceof CompletionException || t instanceof ExecutionException || t instanceof InvocationTargetException)
                && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    private static String trace(Throwable t) {
        StringWriter w = new StringWriter();
        t.printStackTrace(new PrintWriter(w));
        return w.toString().stripTrailing();
    }
}
