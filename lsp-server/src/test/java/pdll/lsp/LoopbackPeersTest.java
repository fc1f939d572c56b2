package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetSocketAddress;
import java.nio.ByteOrder;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The peer's line in Linux's socket tables (lines as {@code /proc/net/tcp} and {@code tcp6}
 * print them on a little-endian machine): the line bound to our remote address and connected
 * to our local one, not our own end, not a listener, not a TIME_WAIT leftover (listed as uid 0).
 */
class LoopbackPeersTest {
    private static final List<String> TABLE = List.of(
            "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode",
            "   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 1085 1",
            "   1: 0100007F:1F90 0100007F:D431 01 00000000:00000000 00:00000000 00000000  1000        0 2001 1",
            "   2: 0100007F:D431 0100007F:1F90 01 00000000:00000000 00:00000000 00000000 65534        0 2002 1",
            "   3: 0100007F:D432 0100007F:1F90 06 00000000:00000000 03:00001000 00000000     0        0 0 3",
            "   4: 0000000000000000FFFF00000100007F:D433 0000000000000000FFFF00000100007F:1F90 01 00000000:00000000"
                    + " 00:00000000 00000000  1000        0 2003 1");

    @ParameterizedTest(name = "peer port {0}: {1}")
    @CsvSource({
        "54321, 65534", // 0xD431: another user's client, in tcp
        "54322, -1",    // 0xD432: only a TIME_WAIT line: unknown, so refused
        "54323, 1000",  // 0xD433: a dual-stack (IPv4-mapped) client, in tcp6
        "54324, -1",    // no line at all
    })
    void thePeersUid(int peerPort, int uid) {
        assumeTrue(ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN,
                "the table lines here are a little-endian machine's");
        OptionalInt got = LoopbackPeers.find(TABLE, new InetSocketAddress("127.0.0.1", peerPort), new InetSocketAddress("127.0.0.1", 8080));
        assertEquals(uid < 0 ? OptionalInt.empty() : OptionalInt.of(uid), got);
    }
}
