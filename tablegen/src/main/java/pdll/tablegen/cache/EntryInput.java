package pdll.tablegen.cache;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;

/**
 * Reads what an {@link EntryOutput} wrote. Every read is bounds-checked: an entry that passed its
 * checksums but does not decode (a bug, or a format change without a version bump) throws
 * {@link IOException}, and the caller recomputes.
 */
public final class EntryInput {
    private final ByteBuffer in;
    private final List<String> strings = new ArrayList<>();
    private List<SourceFile> files = List.of();

    EntryInput(byte[] bytes, int offset) {
        this.in = ByteBuffer.wrap(bytes);
        this.in.position(offset);
    }

    /** The closure's files, which locations read from here on refer to by number. */
    void files(List<SourceFile> closureFiles) {
        this.files = List.copyOf(closureFiles);
    }

    public int readInt() throws IOException {
        if (in.remaining() < 4) throw new EOFException("entry ends early");
        return in.getInt();
    }

    public long readLong() throws IOException {
        if (in.remaining() < 8) throw new EOFException("entry ends early");
        return in.getLong();
    }

    public boolean readBoolean() throws IOException {
        if (in.remaining() < 1) throw new EOFException("entry ends early");
        return in.get() != 0;
    }

    /** A count of elements that follow: never more than the bytes left could hold. */
    public int readCount() throws IOException {
        int n = readInt();
        if (n < 0 || n > in.remaining()) throw new IOException("bad count " + n);
        return n;
    }

    public String readString() throws IOException {
        int tag = readInt();
        if (tag == -1) return null;
        if (tag >= 0) {
            if (tag >= strings.size()) throw new IOException("bad string reference " + tag);
            return strings.get(tag);
        }
        if (tag != -2) throw new IOException("bad string tag " + tag);
        int len = readCount();
        String s = new String(in.array(), in.position(), len, StandardCharsets.UTF_8);
        in.position(in.position() + len);
        strings.add(s);
        return s;
    }

    public Loc readLoc() throws IOException {
        int file = readInt();
        if (file == -1) return Loc.NONE;
        if (file < 0 || file >= files.size()) throw new IOException("bad file reference " + file);
        int offset = readInt();
        if (offset < 0) throw new IOException("bad offset " + offset);
        return new Loc(files.get(file), offset);
    }

    boolean atEnd() {
        return !in.hasRemaining();
    }
}
