package pdll.lsp;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

/**
 * The client's requests that have not been answered yet, in the order they arrived. Requests run
 * concurrently, so without this a {@code shutdown} answered at once and an {@code exit} right
 * behind it (as editors and the upstream transcripts send them) would end the process before the
 * requests received earlier were answered; the reference, single-threaded, answers them all.
 * {@link #awaitAnswered} lets {@code shutdown}, {@code exit} and the end of input wait for them.
 * It sees messages through LSP4J's message consumers: {@link #incoming} before the endpoint,
 * {@link #outgoing} after a response is written. Also remembers, per reader thread, the method of
 * the request being dispatched, for error replies that need its name.
 */
final class PendingRequests {
    /** How long shutdown, exit and end of input wait for earlier requests: a stuck one must not keep the process alive. */
    static final long WAIT_MILLIS = 20_000;

    private long received;
    /** Sequence numbers of unanswered requests. */
    private final TreeSet<Long> open = new TreeSet<>();
    /** A request id's unanswered sequence numbers, oldest first (a client may reuse an id, as the transcripts do). */
    private final Map<String, ArrayDeque<Long>> byId = new HashMap<>();
    private final ThreadLocal<String> dispatching = new ThreadLocal<>();
    private volatile boolean clientGone;
    private volatile boolean exited;
    /** Notifications whose params may be absent. */
    private static final Set<String> PARAMS_OPTIONAL = Set.of("exit", "initialized");

    /**
     * Wraps the consumer that dispatches the client's messages to the server.
     *
     * @param settle null to dispatch the next message at once (requests run concurrently); else
     *               the server takes one message at a time, as the reference does: a request is
     *               answered, and after a notification {@code settle} runs (publishing the
     *               diagnostics of an edit), before the next message is read. Transcripts
     *               ({@code -lit-test}) then print their answers in the order the reference does.
     */
    MessageConsumer incoming(MessageConsumer next, Runnable settle, Log log) {
        return message -> {
            if (exited) return; // in its own process exit has ended it; in process nothing after exit is served
            if (message instanceof NotificationMessage n && n.getParams() == null && !PARAMS_OPTIONAL.contains(n.getMethod())) {
                // A notification is never answered, so the -32602 a request gets has nowhere to go:
                // one without the params its method takes is dropped, not handed to a handler that
                // reads them (LSP4J would log the handler's exception with its trace).
                log.verbose("ignored a " + n.getMethod() + " notification without params");
                return;
            }
            long seq = -1;
            if (message instanceof RequestMessage r) {
                seq = received(r.getId());
                dispatching.set(r.getMethod());
            }
            try {
                next.consume(message);
            } finally {
                dispatching.remove();
            }
            if (message instanceof NotificationMessage n && "exit".equals(n.getMethod())) exited = true;
            if (settle == null) return;
            if (seq >= 0) awaitAnswered(seq);
            else settle.run();
        };
    }

    /** Wraps the consumer that writes the server's messages. */
    MessageConsumer outgoing(MessageConsumer next, Log log) {
        return message -> {
            try {
                if (!clientGone) next.consume(message);
            } catch (JsonRpcException e) {
                // the client closed the connection (broken pipe): nobody is left to tell, and every
                // later message would fail the same way; the reader sees the end of input and exits
                if (!(e.getCause() instanceof IOException io)) throw e;
                clientGone = true;
                log.info("the client's end of the connection is closed (" + io.getMessage() + "); messages to it are dropped");
            }
            if (message instanceof ResponseMessage r) answered(r.getId());
        };
    }

    /** The method of the request this thread is dispatching, null outside a dispatch. */
    String dispatching() {
        return dispatching.get();
    }

    synchronized long received(String id) {
        long seq = ++received;
        open.add(seq);
        byId.computeIfAbsent(String.valueOf(id), k -> new ArrayDeque<>()).add(seq);
        return seq;
    }

    synchronized void answered(String id) {
        ArrayDeque<Long> q = byId.get(String.valueOf(id));
        if (q == null) return;
        Long seq = q.poll();
        if (q.isEmpty()) byId.remove(String.valueOf(id));
        if (seq != null) open.remove(seq);
        notifyAll();
    }

    /** How many requests have arrived so far: the bound to hand to {@link #awaitAnswered}. */
    synchronized long receivedSoFar() {
        return received;
    }

    /**
     * Waits until every request up to the {@code through}-th is answered, at most {@link
     * #WAIT_MILLIS}. Returns whether they all were.
     */
    synchronized boolean awaitAnswered(long through) {
        long end = System.nanoTime() + WAIT_MILLIS * 1_000_000L;
        while (!open.isEmpty() && open.first() <= through) {
            long left = (end - System.nanoTime()) / 1_000_000L;
            if (left <= 0) return false;
            try {
                wait(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }
}
