package pdll.mlir.affine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The pairs of {@code literals.txt}: a literal ({@code \n} and {@code \t} escaped) and, on the
 * next line after {@code "  => "}, what MLIR makes of it; {@code ## } lines name the section.
 */
record AffineFixture(String section, int line, String literal, String expected) {
    static List<AffineFixture> load() throws IOException {
        String text;
        try (InputStream in = AffineFixture.class.getResourceAsStream("literals.txt")) {
            if (in == null) throw new IOException("literals.txt not on the test class path");
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<AffineFixture> out = new ArrayList<>();
        String section = "";
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (l.startsWith("## ")) {
                section = l.substring(3);
            } else if (!l.isEmpty() && !l.startsWith("#")) {
                if (i + 1 >= lines.length || !lines[i + 1].startsWith("  => ")) throw new IOException("literals.txt:" + (i + 2) + ": expected '  => '");
                out.add(new AffineFixture(section, i + 1, l.replace("\\n", "\n").replace("\\t", "\t"), lines[++i].substring(5)));
            }
        }
        return out;
    }
}
