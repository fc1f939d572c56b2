package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.ide.config.IncludeSettings;

class ServerArgsTest {

    @Test
    void theReferenceFlagsInBothFormsAndStdio() throws Exception {
        ServerArgs a = ServerArgs.parse(new String[] {"--stdio", "--pdll-extra-dir=/a", "--pdll-extra-dir", "/b",
                "--pdll-compilation-database=/db.yml", "-log=verbose", "--pretty"});
        assertEquals(List.of(Path.of("/a"), Path.of("/b")), a.extraDirs());
        assertEquals(List.of(Path.of("/db.yml")), a.databases());
        assertEquals(Log.Level.VERBOSE, a.logLevel());
        assertEquals(null, a.port());
        assertEquals(4389, ServerArgs.parse(new String[] {"--port", "4389"}).port());
    }

    @Test
    void tblgenLspServersFlags() throws Exception {
        // what an editor configured for tblgen-lsp-server passes (bin/tblgen-lsp runs this server)
        ServerArgs a = ServerArgs.parse(new String[] {"--tablegen-extra-dir=/a", "-tablegen-extra-dir", "/b",
                "--tablegen-compilation-database=/build/tablegen_compile_commands.yml", "--pdll-extra-dir=/p"});
        assertEquals(List.of(Path.of("/a"), Path.of("/b")), a.tdExtraDirs());
        assertEquals(List.of(Path.of("/build/tablegen_compile_commands.yml")), a.tdDatabases());
        assertEquals(List.of(Path.of("/p")), a.extraDirs());
        assertEquals(List.of(), a.databases());
        // .td documents search the TableGen dirs first, then the PDLL ones (they hold the .td files PDLL includes)
        IncludeSettings td = Settings.forTd(JsonParser.parseString(
                "{\"mlir\": {\"tablegen_compilation_databases\": [\"/s.yml\"]}, \"extraDirs\": [\"/x\"]}"), a);
        assertEquals(List.of(Path.of("/a"), Path.of("/b"), Path.of("/p"), Path.of("/x")), td.extraDirs());
        assertEquals(List.of(Path.of("/build/tablegen_compile_commands.yml"), Path.of("/s.yml")), td.databases());
    }

    @Test
    void theReferencesLitTestFlags() throws Exception {
        // the upstream transcripts' command line: single dashes, separate values, -lit-test
        ServerArgs lit = ServerArgs.parse(new String[] {"-pdll-extra-dir", "/inc", "-lit-test"});
        assertTrue(lit.delimited() && lit.pretty());
        assertEquals(Log.Level.VERBOSE, lit.logLevel());
        assertEquals(List.of(Path.of("/inc")), lit.extraDirs());
        assertEquals(Log.Level.ERROR, ServerArgs.parse(new String[] {"-log=error", "-lit-test"}).logLevel());
        ServerArgs delimited = ServerArgs.parse(new String[] {"--input-style=delimited"});
        assertTrue(delimited.delimited() && !delimited.pretty());
        assertFalse(ServerArgs.parse(new String[] {"-input-style", "standard", "-color"}).delimited());
        assertTrue(ServerArgs.parse(new String[] {"--pretty"}).pretty());
        assertTrue(ServerArgs.parse(new String[] {"--no-cache"}).noCache());
        assertFalse(ServerArgs.parse(new String[0]).noCache());
        assertTrue(ServerArgs.parse(new String[] {"--help-hidden"}).help());
        assertThrows(ServerArgs.UsageException.class, () -> ServerArgs.parse(new String[] {"--input-style=json"}));
    }

    @Test
    void theSocketFlags() throws Exception {
        ServerArgs stdio = ServerArgs.parse(new String[0]);
        assertTrue(!stdio.overSocket() && stdio.trustsRunRequests(), "over stdio the client started the server");
        ServerArgs port = ServerArgs.parse(new String[] {"--port", "4389"});
        assertTrue(port.overSocket() && !port.trustsRunRequests());
        ServerArgs socket = ServerArgs.parse(new String[] {"--socket=/run/user/1000/pdll.sock"});
        assertEquals(Path.of("/run/user/1000/pdll.sock"), socket.socket());
        assertTrue(socket.overSocket() && !socket.trustsRunRequests());
        assertTrue(ServerArgs.parse(new String[] {"--socket", "s", "--allow-run-from-requests"}).trustsRunRequests());
        assertThrows(ServerArgs.UsageException.class, () -> ServerArgs.parse(new String[] {"--port", "1", "--socket", "s"}));
        assertThrows(ServerArgs.UsageException.class, () -> ServerArgs.parse(new String[] {"--socket="}));
    }

    @Test
    void badArgumentsAreUsageErrors() {
        assertThrows(ServerArgs.UsageException.class, () -> ServerArgs.parse(new String[] {"--log=loud"}));
        assertThrows(ServerArgs.UsageException.class, () -> ServerArgs.parse(new String[] {"--port", "x"}));
        assertThrows(ServerArgs.UsageException.class, () -> ServerArgs.parse(new String[] {"--pdll-extra-dir"}));
        assertThrows(ServerArgs.UsageException.class, () -> ServerArgs.parse(new String[] {"--frobnicate"}));
    }

    @Test
    void settingsAddToTheCommandLine() throws Exception {
        ServerArgs args = ServerArgs.parse(new String[] {"--pdll-extra-dir=/flag"});
        Settings s = Settings.from(JsonParser.parseString("""
                {"pdll": {"extraDirs": ["/setting"], "compilationDatabases": "/db.yml", "discoverCompilationDatabases": false,
                          "diagnosticsDelayMs": 25, "mlirIncludeRoot": "/mlir"},
                 "mlir": {"pdll_compilation_databases": ["/vscode.yml"]}}"""));
        IncludeSettings inc = s.over(args);
        assertEquals(List.of(Path.of("/flag"), Path.of("/setting")), inc.extraDirs());
        assertEquals(List.of(Path.of("/db.yml"), Path.of("/vscode.yml")), inc.databases());
        assertEquals(Path.of("/mlir"), inc.mlirIncludeRoot());
        assertFalse(inc.discoverDatabases());
        assertEquals(25L, s.diagnosticsDelayMs().orElseThrow());
        // wrong shapes are ignored, not fatal
        IncludeSettings none = Settings.from(JsonParser.parseString("{\"extraDirs\": 3, \"discoverCompilationDatabases\": \"yes\"}")).over(args);
        assertEquals(List.of(Path.of("/flag")), none.extraDirs());
        assertTrue(none.discoverDatabases());
        assertEquals(Settings.EMPTY, Settings.from("not json"));
    }

    /** Without a root set, the discovered one is searched, unless "none" says no or a flag's dir already is a root. */
    @Test
    void theDiscoveredMlirRootUnlessOneIsGiven(@TempDir Path tmp) throws Exception {
        Path ownRoot = tmp.resolve("own");
        Files.createDirectories(ownRoot.resolve("mlir/IR"));
        Files.writeString(ownRoot.resolve("mlir/IR/OpBase.td"), "");
        Optional<Path> found = Optional.of(Path.of("/usr/lib/llvm-99/include"));
        ServerArgs plain = ServerArgs.parse(new String[] {"--pdll-extra-dir=/flag"});
        assertEquals(found.get(), Settings.EMPTY.over(plain, found).mlirIncludeRoot());
        assertEquals(Path.of("/mine"), Settings.from(JsonParser.parseString("{\"mlirIncludeRoot\": \"/mine\"}")).over(plain, found).mlirIncludeRoot());
        assertEquals(found.get(), Settings.from(JsonParser.parseString("{\"pdll\": {\"mlirIncludeRoot\": \"auto\"}}")).over(plain, found).mlirIncludeRoot());
        assertNull(Settings.from(JsonParser.parseString("{\"mlirIncludeRoot\": \"none\"}")).over(plain, found).mlirIncludeRoot());
        ServerArgs own = ServerArgs.parse(new String[] {"--pdll-extra-dir", ownRoot.toString()});
        assertNull(Settings.EMPTY.over(own, found).mlirIncludeRoot());
        assertNull(Settings.from(JsonParser.parseString("{\"extraDirs\": [\"" + ownRoot + "\"]}")).over(plain, found).mlirIncludeRoot());
        // .td documents: a --tablegen-extra-dir naming a root wins as well
        ServerArgs tdOwn = ServerArgs.parse(new String[] {"--tablegen-extra-dir=" + ownRoot});
        assertNull(Settings.forTd(null, tdOwn).mlirIncludeRoot());
        assertEquals(Settings.discoveredRoot().orElse(null), Settings.forTd(null, plain).mlirIncludeRoot());
        assertEquals(Optional.empty(), Settings.from(JsonParser.parseString("{}")).mlirIncludeRoot());
    }
}
