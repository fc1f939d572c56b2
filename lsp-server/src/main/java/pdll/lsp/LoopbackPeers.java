package pdll.lsp;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.UnknownHostException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;

/**
 * Who is at the other end of a loopback TCP connection: Linux lists every socket of the network
 * namespace in {@code /proc/net/tcp} and {@code /proc/net/tcp6} with the uid that created it, so
 * the peer's socket is the line whose local address is our remote one and whose remote address
 * is our local one. Anything else (no {@code /proc}, another system, a peer gone already) is
 * unknown: the caller refuses unknown peers.
 */
final class LoopbackPeers {
    private LoopbackPeers() {}

    static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));

    /** The uid of the process that owns the other end of {@code s}, when the tables tell. */
    static OptionalInt uidOf(Socket s) {
        if (!(s.getLocalSocketAddress() instanceof InetSocketAddress local)
                || !(s.getRemoteSocketAddress() instanceof InetSocketAddress remote)) return OptionalInt.empty();
        for (Path table : TABLES) {
            List<String> lines;
            try {
                lines = Files.readAllLines(table);
            } catch (IOException | RuntimeException e) {
                continue;
            }
            OptionalInt uid = find(lines, remote, local);
            if (uid.isPresent()) return uid;
        }
        return OptionalInt.empty();
    }

    /**
     * The uid column of the line of a socket bound to {@code at} and connected to {@code to}.
     * A line: {@code sl local_address rem_address st tx:rx tr:when retrnsmt uid ...}, addresses
     * as the kernel's 32-bit words in host byte order, in hex, then {@code :port}.
     */
    static OptionalInt find(List<String> lines, InetSocketAddress at, InetSocketAddress to) {
        for (String line : lines) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 8 || !f[0].endsWith(":")) continue; // the header
            // TIME_WAIT: what is left of a closed connection, listed with uid 0 whoever had it
            if (f[3].equals("06")) continue;
            try {
                if (matches(f[1], at) && matches(f[2], to)) return OptionalInt.of(Integer.parseInt(f[7]));
            } catch (RuntimeException | UnknownHostException e) {
                // a line of another shape: not ours
            }
        }
        return OptionalInt.empty();
    }

    private static boolean matches(String field, InetSocketAddress a) throws UnknownHostException {
        int colon = field.indexOf(':');
        if (Integer.parseInt(field.substring(colon + 1), 16) != a.getPort()) return false;
        // ::ffff:127.0.0.1 (a dual-stack socket) comes back from getByAddress as 127.0.0.1
        return address(field.substring(0, colon)).equals(a.getAddress());
    }

    static InetAddress address(String hex) throws UnknownHostException {
        byte[] b = new byte[hex.length() / 2];
        for (int i = 0; i < b.length; i++) b[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        if (ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN) {
            for (int w = 0; w + 4 <= b.length; w += 4) {
                byte t = b[w];
                b[w] = b[w + 3];
                b[w + 3] = t;
                t = b[w + 1];
                b[w + 1] = b[w + 2];
                b[w + 2] = t;
            }
        }
        return InetAddress.getByAddress(b);
    }

    /** This process's effective uid (from {@code /proc/self/status}), when known. */
    static OptionalInt ownUid() {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (l.startsWith("Uid:")) return OptionalInt.of(Integer.parseInt(l.substring(4).trim().split("\\s+")[1]));
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return OptionalInt.empty();
    }
}
