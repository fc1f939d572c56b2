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
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.MessageIssue;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;
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

    private final Map<String, JsonRpcMethod> methods;

    TolerantJsonHandler(Map<String, JsonRpcMethod> methods, Consumer<GsonBuilder> configure) {
        super(methods, configure.andThen(gson -> gson.registerTypeAdapterFactory(DocumentSymbolAnswer.JSON).registerTypeAdapterFactory(InitializeAnswer.JSON)));
        this.methods = methods;
    }

    @Override
    public String serialize(Message message) {
        StringBuilder json = new StringBuilder(256);
        getGson().toJson(message, Message.class, json);
        if (message instanceof ResponseMessage r && r.getId() != null && r.getId().startsWith(NUMERIC_ID)) {
            String number = numericIds.remove(r.getId());
            if (number != null) {
                String quoted = getGson().toJson(r.getId());
                int at = json.indexOf("\"id\":" + quoted);
                if (at >= 0) json.replace(at + 5, at + 5 + quoted.length(), number);
            }
        }
        return json.toString();
    }

    /**
     * Request ids that are JSON numbers LSP4J cannot hold (it reads an id as an int: 1.5, 1e30 and
     * 2^53 + 1 are JSON-RPC ids all the same, and such a request used to get no reply at all): the
     * request is handled under a stand-in string id, and its reply carries the number as written.
     */
    private static final String NUMERIC_ID = "\u0000pdll-numeric-id:";
    private final Map<String, String> numericIds = new ConcurrentHashMap<>();
    private final AtomicLong numericIdCount = new AtomicLong();

    /** The message with a number id LSP4J cannot read replaced by a stand-in, or null when it has none. */
    private String withStandInId(String input) {
        try {
            JsonElement e = JsonParser.parseString(input);
            if (!e.isJsonObject()) return null;
            JsonObject m = e.getAsJsonObject();
            JsonElement id = m.get("id");
            if (id == null || !id.isJsonPrimitive() || !id.getAsJsonPrimitive().isNumber()) return null;
            String number = id.getAsJsonPrimitive().getAsNumber().toString();
            try {
                Integer.parseInt(number);
                return null; // LSP4J reads it: the failure was something else
            } catch (NumberFormatException notAnInt) {
                String standIn = NUMERIC_ID + numericIdCount.incrementAndGet();
                numericIds.put(standIn, number);
                m.addProperty("id", standIn);
                return m.toString();
            }
        } catch (RuntimeException notJson) {
            return null;
        }
    }

    /**
     * A request without the parameters its method takes ({@code params} absent or null): {@code
     * InvalidParams} (-32602) as JSON-RPC prescribes, instead of a NullPointerException in the
     * handler answered as an internal error. {@code shutdown} takes none.
     */
    private Message checked(Message m) {
        if (m instanceof RequestMessage r && r.getMethod() != null) {
            JsonRpcMethod method = methods.get(r.getMethod());
            if (method != null && method.isNotification()) {
                // no handler answers it: the request hung until the end-of-input wait ran out
                throw new MessageIssueException(r, List.of(new MessageIssue(
                        r.getMethod() + " is a notification: it takes no id", ResponseErrorCode.InvalidRequest.getValue())));
            }
            if (r.getParams() == null && method != null && method.getParameterTypes().length > 0) {
                throw new MessageIssueException(r, List.of(new MessageIssue(
                        "failed to decode " + r.getMethod() + " request: missing params", ResponseErrorCode.InvalidParams.getValue())));
            }
        }
        return m;
    }

    @Override
    public Message parseMessage(CharSequence input) throws JsonParseException {
        return parse(lenientInitialize(input).toString());
    }

    @Override
    public Message parseMessage(Reader input) throws JsonParseException {
        return parse(lenientInitialize(readAll(input)).toString());
    }

    private Message parse(String input) {
        Message m;
        try {
            m = super.parseMessage(new StringReader(input));
        } catch (MessageIssueException e) {
            throw invalidParams(e);
        } catch (JsonParseException | IllegalStateException | IllegalArgumentException | UnsupportedOperationException e) {
            String standIn = withStandInId(input);
            if (standIn != null) return parse(standIn);
            throw issue(e);
        }
        return checked(m);
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
            text = plain(text.lines().findFirst().orElse(""));
            if (why.length() > 0) why.append("; ");
            why.append(text);
        }
        // a body that is no complete JSON (cut off) stays a parse error, answered to its id
        MessageIssue issue = syntax ? new MessageIssue("Parse error: " + why, ResponseErrorCode.ParseError.getValue())
                : new MessageIssue("failed to decode " + r.getMethod() + " request: " + why, ResponseErrorCode.InvalidParams.getValue());
        return new MessageIssueException(r, List.of(issue));
    }

    /** A reader's message without the Java exception names Gson and LSP4J wrap it in (found by the wire fuzzer). */
    static String plain(String message) {
        return message.replaceAll("(?:[\\w$]+\\.)+[\\w$]*(?:Exception|Error): ", "");
    }

    private static MessageIssueException issue(RuntimeException e) {
        RequestMessage unknown = new RequestMessage();
        unknown.setJsonrpc("2.0");
        unknown.setMethod("");
        String why = e.getMessage() == null ? "not a JSON-RPC message" : e.getMessage().lines().findFirst().orElse("");
        why = plain(why);
        return new MessageIssueException(unknown, List.of(new MessageIssue("Parse error: " + why, ResponseErrorCode.ParseError.getValue())));
    }
}
