package pdll.lsp;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

/** Run as another user: tries to connect to the Unix socket given and prints what happened (the test reads it). */
public final class UnixSocketProbe {
    private UnixSocketProbe() {}

    public static void main(String[] args) {
        try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            ch.connect(UnixDomainSocketAddress.of(Path.of(args[0])));
            System.out.println("connected");
        } catch (IOException e) {
            System.out.println("refused: " + e.getMessage());
        }
    }
}
