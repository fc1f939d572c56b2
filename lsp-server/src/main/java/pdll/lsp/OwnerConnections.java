package pdll.lsp;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.Objects;
import java.util.OptionalInt;
import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;

/**
 * The one client of {@code --port} or {@code --socket}: only a process of the server's own user
 * is served, because whoever is served runs programs as that user ({@code pdll/runPatterns}
 * compiles and loads native code) and reads what the user may read. A connection of anyone else
 * is closed before a byte of LSP is read or sent, and the listener goes on waiting for the owner.
 */
final class OwnerConnections {
    private OwnerConnections() {}

    /** A served connection's two directions. */
    record Connection(InputStream in, OutputStream out, String peer) {}

    /**
     * {@code --port N}: accepts on 127.0.0.1 until a connection of this process's uid (Linux's
     * socket tables say whose a connection is; where they cannot, every connection is refused
     * and the log says to use {@code --socket}).
     */
    static Connection acceptTcp(int port, Log log) throws IOException {
        OptionalInt own = LoopbackPeers.ownUid();
        try (ServerSocket ss = new ServerSocket(port, 50, InetAddress.getLoopbackAddress())) {
            log.info("listening on 127.0.0.1:" + ss.getLocalPort());
            while (true) {
                Socket s = ss.accept();
                OptionalInt peer = own.isPresent() ? LoopbackPeers.uidOf(s) : OptionalInt.empty();
                if (peer.isPresent() && peer.getAsInt() == own.getAsInt()) {
                    log.info("client connected from " + s.getRemoteSocketAddress());
                    return new Connection(s.getInputStream(), s.getOutputStream(), String.valueOf(s.getRemoteSocketAddress()));
                }
                s.close();
                log.error(peer.isPresent()
                        ? "refused a connection from " + s.getRemoteSocketAddress() + " of uid " + peer.getAsInt()
                                + ": this server serves only its own user (uid " + own.getAsInt() + ")"
                        : "refused a connection from " + s.getRemoteSocketAddress() + ": its user cannot be told here (no "
                                + LoopbackPeers.TABLES.get(0) + "); use --socket PATH, a Unix socket only you may open");
            }
        }
    }

    /**
     * {@code --socket PATH}: a Unix domain socket of mode 0600, bound in a fresh 0700 folder next
     * to {@code path} and moved into place, so that it is never open to others, even for a
     * moment; removed when the process ends. Accepts until a peer of the file's owner connects
     * (others cannot open the file; the peer credentials are checked too).
     */
    static Connection acceptUnix(Path path, Log log) throws IOException {
        Path target = path.toAbsolutePath();
        removeStale(target);
        Path dir = Files.createTempDirectory(target.getParent(), ".pdll-lsp-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        Object fileKey;
        try {
            Path tmp = dir.resolve("s");
            server.bind(UnixDomainSocketAddress.of(tmp));
            Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-------"));
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            fileKey = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        } finally {
            Files.deleteIfExists(dir.resolve("s"));
            Files.deleteIfExists(dir);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> removeOurs(target, fileKey), "remove-socket"));
        UserPrincipal owner = Files.getOwner(target, LinkOption.NOFOLLOW_LINKS);
        try (server) {
            log.info("listening on " + target);
            while (true) {
                SocketChannel ch = server.accept();
                UserPrincipal peer = peerUser(ch);
                if (peer != null && (peer.equals(owner) || peer.getName().equals(owner.getName()))) {
                    log.info("client connected to " + target);
                    return new Connection(ChannelStreams.in(ch), ChannelStreams.out(ch), target.toString());
                }
                ch.close();
                log.error("refused a connection to " + target + " of " + (peer == null ? "an unknown user" : "user " + peer.getName())
                        + ": this server serves only its own user (" + owner.getName() + ")");
            }
        }
    }

    private static UserPrincipal peerUser(SocketChannel ch) {
        try {
            UnixDomainPrincipal p = ch.getOption(ExtendedSocketOptions.SO_PEERCRED);
            return p == null ? null : p.user();
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
    }

    /** A socket file left by a server that ended without removing it: one nobody listens on. */
    private static void removeStale(Path target) throws IOException {
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) return;
        BasicFileAttributes a = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (!a.isOther()) throw new IOException(target + " exists and is not a socket: remove it or choose another --socket");
        try (SocketChannel probe = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            probe.connect(UnixDomainSocketAddress.of(target));
        } catch (ConnectException e) {
            Files.delete(target); // nobody listens: left by a server that was killed
            return;
        }
        throw new IOException(target + " is in use by another server: choose another --socket");
    }

    /** Removes the socket file at exit unless another server has put its own there since. */
    private static void removeOurs(Path target, Object fileKey) {
        try {
            Object now = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
            if (Objects.equals(now, fileKey)) Files.delete(target);
        } catch (IOException e) {
            // gone already
        }
    }
}
