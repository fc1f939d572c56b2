package pdll.lsp;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import java.io.Reader;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.MessageIssue;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * LSP4J's JSON handler, except that a body that is not a JSON-RPC message at all (not JSON, or
 * not an object) becomes a message issue: the endpoint answers it with a {@code -32700} parse
 * error (id null, as JSON-RPC prescribes) instead of logging a stack trace, and the server reads
 * on. Malformed messages LSP4J already recognises keep their own handling.
 */
final class TolerantJsonHandler extends MessageJsonHandler {

    TolerantJsonHandler(Map<String, JsonRpcMethod> methods, Consumer<GsonBuilder> configure) {
        super(methods, configure);
    }

    @Override
    public Message parseMessage(CharSequence input) throws JsonParseException {
        try {
            return super.parseMessage(input);
        } catch (MessageIssueException e) {
            throw e;
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException e) {
            throw issue(e);
        }
    }

    @Override
    public Message parseMessage(Reader input) throws JsonParseException {
        try {
            return super.parseMessage(input);
        } catch (MessageIssueException e) {
            throw e;
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException e) {
            throw issue(e);
        }
    }

    private static MessageIssueException issue(RuntimeException e) {
        RequestMessage unknown = new RequestMessage();
        unknown.setJsonrpc("2.0");
        unknown.setMethod("");
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
        return new MessageIssueException(unknown, List.of(new MessageIssue("Parse error: " + why, ResponseErrorCode.ParseError.getValue())));
    }
}
