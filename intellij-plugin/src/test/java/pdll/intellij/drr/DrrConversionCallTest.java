package pdll.intellij.drr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonNull;
import com.google.gson.JsonPrimitive;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.Test;

/**
 * The pure side of "Convert DRR to PDLL": which of the server's code actions runs, the command's
 * answer as a path, the caret as an LSP position, the files it is offered on.
 * {@link DrrConversionIT} runs it against the bundled server.
 */
class DrrConversionCallTest {
    static final String CMD = DrrConversionCall.COMMAND_PREFIX + "4242";

    static Either<Command, CodeAction> action(String title, String command, Object... args) {
        CodeAction a = new CodeAction(title);
        a.setCommand(new Command(title, command, List.of(args)));
        return Either.forRight(a);
    }

    static final List<Either<Command, CodeAction>> BOTH = List.of(
            action("Convert DRR pattern `A` to PDLL", CMD, new JsonPrimitive("file:///x.td"), new JsonPrimitive("A")),
            action("Convert all DRR patterns of this file to PDLL", CMD, new JsonPrimitive("file:///x.td"), new JsonPrimitive("")));

    @Test
    void theRecordAtTheCaretElseTheWholeFile() {
        assertEquals("A", DrrConversionCall.choose(BOTH, DrrConversionCall.Scope.AT_CARET).orElseThrow().getArguments().get(1).toString()
                .replace("\"", ""));
        assertEquals("\"\"", DrrConversionCall.choose(BOTH, DrrConversionCall.Scope.WHOLE_FILE).orElseThrow().getArguments().get(1).toString());
        List<Either<Command, CodeAction>> wholeOnly = List.of(BOTH.get(1));
        assertEquals(Optional.of(BOTH.get(1).getRight().getCommand()), DrrConversionCall.choose(wholeOnly, DrrConversionCall.Scope.AT_CARET));
    }

    @Test
    void otherActionsAndNoneRunNothing() {
        assertEquals(Optional.empty(), DrrConversionCall.choose(List.of(), DrrConversionCall.Scope.AT_CARET));
        assertEquals(Optional.empty(), DrrConversionCall.choose(null, DrrConversionCall.Scope.WHOLE_FILE));
        assertEquals(Optional.empty(), DrrConversionCall.choose(List.of(action("Other", "other.command", "x", "")),
                DrrConversionCall.Scope.WHOLE_FILE));
        assertEquals(Optional.empty(), DrrConversionCall.choose(List.of(Either.forRight(new CodeAction("no command"))),
                DrrConversionCall.Scope.WHOLE_FILE));
    }

    @Test
    void commandsBuiltInThisProcessToo() {
        List<Either<Command, CodeAction>> plain = List.of(Either.forLeft(new Command("t", CMD, List.of("file:///x.td", "B"))));
        assertEquals("B", DrrConversionCall.choose(plain, DrrConversionCall.Scope.AT_CARET).orElseThrow().getArguments().get(1));
    }

    @Test
    void theAnswerIsTheFileUri() {
        Path p = Path.of("/tmp/x.pdll").toAbsolutePath();
        assertEquals(Optional.of(p), DrrConversionCall.target(new JsonPrimitive(p.toUri().toString())));
        assertEquals(Optional.of(p), DrrConversionCall.target(p.toUri().toString()));
        assertEquals(Optional.empty(), DrrConversionCall.target(null));
        assertEquals(Optional.empty(), DrrConversionCall.target(JsonNull.INSTANCE));
        assertEquals(Optional.empty(), DrrConversionCall.target(new JsonPrimitive("untitled:x")));
        assertEquals(Optional.empty(), DrrConversionCall.target(new JsonPrimitive("file:bad uri")));
    }

    @Test
    void caretOffsetsAsLspPositions() {
        String text = "ab\nc𝔸d\n";
        assertEquals(new Position(0, 0), DrrConversionCall.position(text, 0));
        assertEquals(new Position(0, 2), DrrConversionCall.position(text, 2));
        assertEquals(new Position(1, 0), DrrConversionCall.position(text, 3));
        assertEquals(new Position(1, 3), DrrConversionCall.position(text, 6)); // UTF-16 units, as IntelliJ's offsets
        assertEquals(new Position(2, 0), DrrConversionCall.position(text, 99));
        assertEquals(new Position(0, 0), DrrConversionCall.position(text, -1));
    }

    @Test
    void offeredOnTdFiles() {
        assertTrue(DrrConversionCall.isTd("ArithCanonicalization.td"));
        assertTrue(DrrConversionCall.isTd("X.TD"));
        assertFalse(DrrConversionCall.isTd("rules.pdll"));
        assertFalse(DrrConversionCall.isTd("td"));
    }
}
