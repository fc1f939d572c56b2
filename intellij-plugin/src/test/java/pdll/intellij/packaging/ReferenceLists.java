package pdll.intellij.packaging;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.Set;

/** The name lists under src/test/resources/pdll/intellij/packaging: one name a line, {@code #} comments. */
final class ReferenceLists {
    private ReferenceLists() {}

    static Set<String> read(String name) {
        try (InputStream in = ReferenceLists.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("missing test resource " + name);
            Set<String> out = new LinkedHashSet<>();
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                String t = l.strip();
                if (!t.isEmpty() && !t.startsWith("#")) out.add(t);
            }
            return out;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
