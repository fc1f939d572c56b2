package pdll.lsp;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The {@code file:} URI the server gives a path, spelled as the reference server spells it: every
 * byte of the path's UTF-8 other than letters, digits, {@code - . _ ~}, {@code /} and {@code :}
 * percent-encoded in upper-case hex ({@code c++} is {@code c%2B%2B}, a space {@code %20}), where
 * {@link java.net.URI} leaves {@code + ! $ & ' ( ) * , ; = @} as they are. Both spellings name the
 * same file, but clients that compare URIs as strings (the one of a document they opened with the
 * one in a definition or a link) see two files.
 */
final class FileUris {
    private FileUris() {}

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    static String of(Path path) {
        // toUri: the absolute path with '/' separators (and a drive's "/C:" on Windows), decoded
        String p = path.toAbsolutePath().toUri().getPath();
        StringBuilder out = new StringBuilder("file://");
        for (byte b : p.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~/:".indexOf(c) >= 0) out.append((char) c);
            else out.append('%').append(HEX[c >> 4]).append(HEX[c & 15]);
        }
        return out.toString();
    }
}
