package pdll.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The raw-wire target's short run: a fixed seed, 300 byte streams of damaged framing, odd ids and
 * params, batches and garbage through the server (in process, over its stdio streams), the issue's
 * 10 s limit (a loaded CI machine gets 30 s); any finding fails the test, listed with its
 * minimized input (also saved under {@code fuzz/target/wire-fuzz-findings/}).
 */
class WireFuzzTest {
    @Test
    void brokenAndHostileClientBytesNeverCrashHangOrLeakAJavaTrace() throws Exception {
        FuzzOptions o = new FuzzOptions(300, 5, FuzzOptions.WIRE, 30_000, Path.of("target", "wire-fuzz-findings"), true, false,
                List.of());
        Fuzzer.Result r = ShortRun.run(o);
        assertEquals(300L, r.perTarget().get("wire"));
        ShortRun.assertNoFindings(r, o);
    }

    /** The check itself can fail: a message carrying a Java exception, a cut frame, a body that is no object. */
    @Test
    void theOutputCheckCatchesWhatItLooksFor() {
        String ok = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":null}";
        assertNull(WireTarget.wellFramed(frame(ok)));
        String leak = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error: java.lang.IllegalStateException: x\"}}";
        assertTrue(WireTarget.wellFramed(frame(leak)).startsWith("a Java exception in a message"));
        assertTrue(WireTarget.wellFramed(frame("[]")).startsWith("a message that is not a JSON object"));
        byte[] cut = frame(ok);
        assertTrue(WireTarget.wellFramed(java.util.Arrays.copyOf(cut, cut.length - 3)).startsWith("a message without a usable Content-Length"));
    }

    private static byte[] frame(String body) {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(("Content-Length: " + b.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(b);
        return out.toByteArray();
    }
}
