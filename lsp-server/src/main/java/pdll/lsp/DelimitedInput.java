package pdll.lsp;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The reference's {@code -input-style=delimited} (implied by {@code -lit-test}): messages without
 * headers, one after another, separated by lines reading {@code // -----}; other lines starting
 * with {@code //} are comments. This is how MLIR's {@code .test} transcripts are written. It turns
 * them into the {@code Content-Length} framing LSP4J reads, so the rest of the server is the same
 * in both styles. A message that is only blank lines (before the first separator, after the last)
 * is skipped.
 */
final class DelimitedInput extends InputStream {
    private final InputStream in;
    private byte[] pending = new byte[0];
    private int at;
    private boolean eof;

    DelimitedInput(InputStream in) {
        this.in = in;
    }

    @Override
    public int read() throws IOException {
        if (!fill()) return -1;
        return pending[at++] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) return 0;
        if (!fill()) return -1;
        int n = Math.min(len, pending.length - at);
        System.arraycopy(pending, at, b, off, n);
        at += n;
        return n;
    }

    /** Makes the next framed message available; false at the end of the input. */
    private boolean fill() throws IOException {
        while (at >= pending.length) {
            if (eof) return false;
            byte[] body = nextMessage();
            if (body == null) continue;
            byte[] header = ("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
            pending = new byte[header.length + body.length];
            System.arraycopy(header, 0, pending, 0, header.length);
            System.arraycopy(body, 0, pending, header.length, body.length);
            at = 0;
        }
        return true;
    }

    /** The lines up to the next separator or the end, without comments; null when only blanks. */
    private byte[] nextMessage() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        while (true) {
            byte[] line = readLine();
            if (line == null) {
                eof = true;
                break;
            }
            String text = new String(line, StandardCharsets.UTF_8).strip();
            if (text.startsWith("//")) {
                if (text.equals("// -----")) break;
                continue;
            }
            body.write(line);
        }
        byte[] b = body.toByteArray();
        return new String(b, StandardCharsets.UTF_8).isBlank() ? null : b;
    }

    /** One line with its end of line, null at the end of the input. */
    private byte[] readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) >= 0) {
            line.write(c);
            if (c == '\n') break;
        }
        return c < 0 && line.size() == 0 ? null : line.toByteArray();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
