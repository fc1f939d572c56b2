package pdll.lsp;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.stream.MalformedJsonException;
import java.io.EOFException;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.eclipse.lsp4j.InitializeParams;
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
 * on. Malformed messages LSP4J already recognises keep their own handling. An {@code initialize}
 * whose parameters have a field of the wrong shape (a {@code processId} of {@code ""}, a garbled
 * {@code rootUri} or capability) loses that field instead of failing, as the reference ignores
 * what it cannot read: a client must always get its capabilities. A request whose parameters do
 * not fit its method is answered {@code InvalidParams}, as the reference does; no reply carries
 * the Java exception (LSP4J puts it in {@code data}).
 *
 * <p>Messages are written into a plain {@link StringBuilder} (LSP4J's {@code StringWriter} locks
 * for every piece Gson writes), document symbols straight from the outline's records
 * ({@link DocumentSymbolAnswer#JSON}) and the capabilities as prepared ({@link InitializeAnswer#JSON}).
 */
final class TolerantJsonHandler extends MessageJsonHandler {

    TolerantJsonHandler(Map<String, JsonRpcMethod> methods, Consumer<GsonBuilder> configure) {
        super(methods, configure.andThen(gson -> gson.registerTypeAdapterFactory(DocumentSymbolAnswer.JSON).registerTypeAdapterFactory(InitializeAnswer.JSON)));
    }

    @Override
    public String serialize(Message message) {
        StringBuilder json = new StringBuilder(256);
        getGson().toJson(message, Message.class, json);
        return json.toString();
    }

    @Override
    public Message parseMessage(CharSequence input) throws JsonParseException {
        try {
            return super.parseMessage(lenientInitialize(input));
        } catch (MessageIssueException e) {
            throw invalidParams(e);
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException e) {
            throw issue(e);
        }
    }

    @Override
    public Message parseMessage(Reader input) throws JsonParseException {
        try {
            return super.parseMessage(new StringReader(lenientInitialize(readAll(input)).toString()));
        } catch (MessageIssueException e) {
            throw invalidParams(e);
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException e) {
            throw issue(e);
        }
    }

    /** LSP4J's reader hands over one message's body, so reading it whole costs nothing extra. */
    private static String readAll(Reader in) {
        try {
            StringBuilder b = new StringBuilder();
            char[] buf = new char[8192];
            for (int n; (n = in.read(buf)) > 0; ) b.append(buf, 0, n);
            return b.toString();
        } catch (IOException e) {
            throw new JsonParseException(e);
        }
    }

    /** The message with the {@code initialize} parameters LSP4J cannot read dropped, field by field. */
    CharSequence lenientInitialize(CharSequence input) {
        if (!input.toString().contains("\"initialize\"")) return input;
        try {
            JsonElement e = JsonParser.parseString(input.toString());
            if (!e.isJsonObject()) return input;
            JsonObject m = e.getAsJsonObject();
            if (!m.has("method") || !"initialize".equals(m.get("method").getAsString())
                    || !m.has("params") || !m.get("params").isJsonObject()) return input;
            JsonObject params = m.getAsJsonObject("params");
            boolean dropped = false;
            for (String key : List.copyOf(params.keySet())) {
                JsonObject one = new JsonObject();
                one.add(key, params.get(key));
                try {
                    getGson().fromJson(one, InitializeParams.class);
                } catch (RuntimeException bad) {
                    params.remove(key);
                    dropped = true;
                }
            }
            return dropped ? m.toString() : input;
        } catch (RuntimeException notJson) {
            return input; // the normal path reports it
        }
    }

    /**
     * A request whose parameters LSP4J could not read: {@code InvalidParams} (-32602) in the
     * reference's words ({@code failed to decode <method> request: <where>}), instead of LSP4J's
     * parse error whose {@code data} carries the Java exception.
     */
    static MessageIssueException invalidParams(MessageIssueException e) {
        if (!(e.getRpcMessage() instanceof RequestMessage r) || r.getMethod() == null || r.getMethod().isEmpty()) return e;
        StringBuilder why = new StringBuilder();
        boolean syntax = false;
        for (MessageIssue i : e.getIssues()) {
            Throwable c = i.getCause();
            for (Throwable t = c; t != null; t = t.getCause()) {
                syntax |= t instanceof EOFException || t instanceof MalformedJsonException;
            }
            String text = c != null && c.getMessage() != null ? c.getMessage() : i.getText();
            text = text.lines().findFirst().orElse("").replaceFirst("^[\\w.$]+(Exception|Error): ", "");
            if (why.length() > 0) why.append("; ");
            why.append(text);
        }
        // a body that is no complete JSON (cut off) stays a parse error, answered to its id
        MessageIssue issue = syntax ? new MessageIssue("Parse error: " + why, ResponseErrorCode.ParseError.getValue())
                : new MessageIssue("failed to decode " + r.getMethod() + " request: " + why, ResponseErrorCode.InvalidParams.getValue());
        return new MessageIssueException(r, List.of(issue));
    }

    private static MessageIssueException issue(RuntimeException e) {
        RequestMessage unknown = new RequestMessage();
        unknown.setJsonrpc("2.0");
        unknown.setMethod("");
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
        return new MessageIssueException(unknown, List.of(new MessageIssue("Parse error: " + why, ResponseErrorCode.ParseError.getValue())));
    }
}
