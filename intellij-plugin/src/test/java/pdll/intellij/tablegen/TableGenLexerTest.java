package pdll.intellij.tablegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.intellij.psi.TokenType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdll.intellij.testing.SharedFiles;

/**
 * The platform lexer over real and broken TableGen: tokens tile the text (no gap, no overlap, none
 * empty), and restarting at a token boundary with the state recorded there gives the same tokens,
 * which is what the editor does after every edit.
 */
class TableGenLexerTest {
    /** A lexed token as the platform records it. */
    record Tok(Object type, int start, int end, int state) {}

    static List<Tok> lex(CharSequence text, int from, int state, int max) {
        TableGenLexerAdapter lexer = new TableGenLexerAdapter();
        lexer.start(text, from, text.length(), state);
        List<Tok> out = new ArrayList<>();
        while (lexer.getTokenType() != null && out.size() < max) {
            out.add(new Tok(lexer.getTokenType(), lexer.getTokenStart(), lexer.getTokenEnd(), lexer.getState()));
            lexer.advance();
        }
        return out;
    }

    /** Checks tiling, and restarts at every boundary of a small text or {@code samples} of a big one. */
    static void check(String name, String text, int samples, Random random) {
        List<Tok> tokens = lex(text, 0, 0, Integer.MAX_VALUE);
        int at = 0;
        for (Tok t : tokens) {
            assertEquals(at, t.start(), name + ": gap or overlap at " + at);
            assertTrue(t.end() > t.start(), name + ": empty token at " + at);
            at = t.end();
        }
        assertEquals(text.length(), at, name + ": the tokens end before the text");
        boolean all = tokens.size() <= samples;
        for (int k = 0; k < (all ? tokens.size() : samples); k++) {
            int i = all ? k : random.nextInt(tokens.size());
            Tok t = tokens.get(i);
            // lexing is deterministic from (offset, state): agreeing on a few tokens is agreeing on all
            List<Tok> again = lex(text, t.start(), t.state(), 8);
            assertEquals(tokens.subList(i, Math.min(tokens.size(), i + 8)), again, name + ": restart at " + t);
        }
    }

    @Test
    void mlirFilesTileAndRestart() {
        List<Path> files = TableGenCorpus.mlir();
        assertTrue(files.size() > 300, "the MLIR corpus has several hundred .td files");
        tileAndRestart("MLIR", files);
    }

    @Test
    void microCasesTileAndRestart() {
        tileAndRestart("micro cases", TableGenCorpus.micro());
    }

    @Test
    void upstreamFilesTileAndRestart() {
        tileAndRestart("LLVM's tests", TableGenCorpus.upstream());
    }

    private static void tileAndRestart(String corpus, List<Path> files) {
        int samples = TableGenCorpus.longMode() ? Integer.MAX_VALUE : 300; // long: every boundary
        Random random = new Random(15);
        long chars = 0;
        long started = System.nanoTime();
        for (Path p : files) {
            String text = SharedFiles.read(p);
            chars += text.length();
            check(p.toString(), text, samples, random);
        }
        long ms = (System.nanoTime() - started) / 1_000_000;
        System.out.printf("TableGen lexer, %s: %d files, %d chars, tiled and restarted in %d ms%n", corpus, files.size(), chars, ms);
    }

    /** What makes a lexer's life hard: delimiters, directive words, line breaks. */
    private static final String ALPHABET = "/*[{}]\"#!$<>(){};\n ifdefelse";

    @Test
    void brokenInputNeverThrows() {
        String[] inputs = {
            "\"", "\"abc\ndef X;", "/*", "/* /* */", "/* */ */", "[{", "[{ }", "x [{ ] }", "}]", "#", "#ifdef", "#ifdef\n",
            "#ifdef X Y", "#else junk", "  #endif/**/x", "!", "!nope(1)", "$", "$1", "..", "0x", "0b2", "-", "+", "\0", "\r\n",
            "\uD800", "\uDC00x", "def A { /* unterminated", "let s = \"a\\", "\t\f\u000B",
        };
        for (String s : inputs) check(s, s, Integer.MAX_VALUE, new Random(1));
        Random random = new Random(42);
        for (int i = 0; i < (TableGenCorpus.longMode() ? 20_000 : 2_000); i++) {
            char[] chars = new char[random.nextInt(60)];
            for (int k = 0; k < chars.length; k++) {
                chars[k] = random.nextBoolean() ? ALPHABET.charAt(random.nextInt(ALPHABET.length())) : (char) random.nextInt(256);
            }
            String s = new String(chars);
            check("random " + i, s, Integer.MAX_VALUE, random);
        }
    }

    @Test
    void malformedTextIsBadCharacter() {
        List<Tok> tokens = lex("x /* open", 0, 0, 10);
        assertEquals(TokenType.BAD_CHARACTER, tokens.get(tokens.size() - 1).type());
        assertEquals(TokenType.WHITE_SPACE, tokens.get(1).type());
    }

    @Test
    void aRangeEndsWhereTheEditorSays() {
        TableGenLexerAdapter lexer = new TableGenLexerAdapter();
        lexer.start("def A; def B;", 7, 10, 0);
        assertEquals(7, lexer.getTokenStart());
        assertEquals(10, lexer.getTokenEnd());
        lexer.advance();
        assertEquals(null, lexer.getTokenType());
    }
}
