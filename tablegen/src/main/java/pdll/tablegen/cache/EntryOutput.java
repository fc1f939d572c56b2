package pdll.tablegen.cache;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;

/**
 * Writes a {@link Derivation}'s value for the disk cache: ints, booleans, strings (each distinct
 * string once, later uses by number, because names and summaries repeat across hundreds of ops)
 * and locations (a file of the closure by number, and an offset).
 */
public final class EntryOutput {
    /** Thrown when a value cannot be stored (it points into a file outside its closure). */
    public static final class NotStorable extends IOException {
        NotStorable(String why) {
            super(why);
        }
    }

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 16);
    private final DataOutputStream out = new DataOutputStream(bytes);
    private final Map<String, Integer> strings = new HashMap<>();
    private final Map<SourceFile, Integer> files = new IdentityHashMap<>();

    EntryOutput(List<SourceFile> closureFiles) {
        for (int i = 0; i < closureFiles.size(); i++) files.put(closureFiles.get(i), i);
    }

    public void writeInt(int v) throws IOException {
        out.writeInt(v);
    }

    public void writeLong(long v) throws IOException {
        out.writeLong(v);
    }

    public void writeBoolean(boolean v) throws IOException {
        out.writeBoolean(v);
    }

    /** A string, or null. */
    public void writeString(String s) throws IOException {
        if (s == null) {
            out.writeInt(-1);
            return;
        }
        Integer known = strings.get(s);
        if (known != null) {
            out.writeInt(known);
            return;
        }
        strings.put(s, strings.size());
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(-2);
        out.writeInt(b.length);
        out.write(b);
    }

    public void writeLoc(Loc loc) throws IOException {
        if (loc == null || !loc.isKnown()) {
            out.writeInt(-1);
            return;
        }
        Integer file = files.get(loc.file());
        if (file == null) throw new NotStorable("a location in " + loc.file().displayName() + " is outside the closure");
        out.writeInt(file);
        out.writeInt(loc.offset());
    }

    byte[] toByteArray() throws IOException {
        out.flush();
        return bytes.toByteArray();
    }
}
