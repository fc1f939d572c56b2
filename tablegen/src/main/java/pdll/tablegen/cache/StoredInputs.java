package pdll.tablegen.cache;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import pdll.base.io.FileAccess;
import pdll.tablegen.Inputs;
import pdll.tablegen.source.SourceFile;

/**
 * The files a disk-cache entry was built from, as stored in the entry, and the check that they
 * are still what they were. Each file is kept with its path, the name diagnostics print, its
 * content hash and its status (size, modification and change times, device and inode):
 * <ul>
 *   <li>an unchanged status is trusted without reading the file;</li>
 *   <li>a changed status (touched, copied back, checked out again) sends the check to the content:
 *       the same hash keeps the entry valid;</li>
 *   <li>a file changed less than {@link #RACY_MS} before the entry was written is never trusted on
 *       its status (a second write in the same clock tick would not change it): its content is
 *       always hashed. A file replaced by another of the same size and modification time has a new
 *       change time or inode, so it is hashed too.</li>
 * </ul>
 * Every path that was looked for in vain must still be absent.
 */
final class StoredInputs {
    static final long RACY_MS = 2_000;
    private static final boolean UNIX = FileSystems.getDefault().supportedFileAttributeViews().contains("unix");

    /** Size, times in nanoseconds (change time -1 where the platform has none) and file identity. */
    record Status(long size, long modified, long changed, String identity) {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive; such a record spun a dozen method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof Status s && size == s.size && modified == s.modified && changed == s.changed
                    && identity.equals(s.identity);
        }

        @Override
        public int hashCode() {
            return Objects.hash(size, modified, changed, identity);
        }

        static Optional<Status> of(Path p) {
            try {
                if (UNIX) {
                    Map<String, Object> a = Files.readAttributes(p, "unix:size,lastModifiedTime,ctime,ino,dev,isRegularFile");
                    if (!Boolean.TRUE.equals(a.get("isRegularFile"))) return Optional.empty();
                    return Optional.of(new Status((Long) a.get("size"), nanos(a.get("lastModifiedTime")),
                            nanos(a.get("ctime")), a.get("dev") + ":" + a.get("ino")));
                }
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
                if (!a.isRegularFile()) return Optional.empty();
                return Optional.of(new Status(a.size(), a.lastModifiedTime().to(TimeUnit.NANOSECONDS), -1,
                        String.valueOf(a.fileKey())));
            } catch (IOException | SecurityException | UnsupportedOperationException | ClassCastException e) {
                return Optional.empty();
            }
        }

        private static long nanos(Object time) {
            return time instanceof FileTime t ? t.to(TimeUnit.NANOSECONDS) : -1;
        }

        /** Whether the file was changed recently enough, compared with {@code nowMs}, that a same-tick write could hide. */
        boolean racy(long nowMs) {
            long latest = Math.max(modified, changed) / 1_000_000;
            return latest > nowMs - RACY_MS;
        }
    }

    /** One file: {@code status} null when it must be checked by content. */
    record File(Path path, String displayName, long hash, Status status) {}

    private StoredInputs() {}

    /** The content hash: CRC-32C and CRC-32 of the UTF-8 text, side by side. */
    static long hash(String text) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        CRC32C c = new CRC32C();
        c.update(b, 0, b.length);
        CRC32 d = new CRC32();
        d.update(b, 0, b.length);
        return (c.getValue() << 32) | d.getValue();
    }

    /**
     * What to store of an evaluation's inputs, or empty when it must not be stored: a file that
     * is not plain on disk (an editor's unsaved buffer) or that changed since it was read.
     */
    static Optional<List<File>> describe(Inputs inputs, FileAccess files) {
        long now = System.currentTimeMillis();
        List<File> out = new ArrayList<>();
        for (Inputs.Read r : inputs.read()) {
            if (!files.onDisk(r.path())) return Optional.empty();
            Optional<Status> st = Status.of(r.path());
            if (st.isEmpty() || !Objects.equals(files.stamp(r.path()), r.stamp())) return Optional.empty();
            Status status = st.get().racy(now) ? null : st.get();
            out.add(new File(r.path(), r.source().displayName(), hash(r.source().text()), status));
        }
        for (Path p : inputs.absent()) if (!files.onDisk(p)) return Optional.empty();
        return Optional.of(out);
    }

    static void write(List<File> files, List<Path> absent, EntryOutput out) throws IOException {
        out.writeInt(files.size());
        for (File f : files) {
            out.writeString(f.path().toString());
            out.writeString(f.displayName());
            out.writeLong(f.hash());
            out.writeBoolean(f.status() != null);
            if (f.status() != null) {
                out.writeLong(f.status().size());
                out.writeLong(f.status().modified());
                out.writeLong(f.status().changed());
                out.writeString(f.status().identity());
            }
        }
        out.writeInt(absent.size());
        for (Path p : absent) out.writeString(p.toString());
    }

    /** The stored files and absent paths; throws when the entry does not decode. */
    static List<File> readFiles(EntryInput in) throws IOException {
        int n = in.readCount();
        List<File> files = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Path path = Path.of(in.readString());
            String name = in.readString();
            long hash = in.readLong();
            Status st = in.readBoolean() ? new Status(in.readLong(), in.readLong(), in.readLong(), in.readString()) : null;
            files.add(new File(path, name, hash, st));
        }
        return files;
    }

    static List<Path> readAbsent(EntryInput in) throws IOException {
        int n = in.readCount();
        List<Path> absent = new ArrayList<>(n);
        for (int i = 0; i < n; i++) absent.add(Path.of(in.readString()));
        return absent;
    }

    /**
     * The inputs as they are now, when every stored file still has its content and every absent
     * path is still absent; else empty. Stamps are taken before the check, so a file changed
     * during it shows as changed to the next in-memory check. The sources read their text only
     * when a location in them is shown.
     */
    static Optional<Inputs> current(List<File> stored, List<Path> absent, FileAccess files) {
        List<Inputs.Read> read = new ArrayList<>(stored.size());
        for (File f : stored) {
            if (!files.onDisk(f.path())) return Optional.empty();
            String stamp = files.stamp(f.path());
            if (stamp == null) return Optional.empty();
            Optional<Status> now = Status.of(f.path());
            if (now.isEmpty()) return Optional.empty();
            if (f.status() == null || !f.status().equals(now.get())) {
                Optional<String> text = files.read(f.path());
                if (text.isEmpty() || hash(text.get()) != f.hash()) return Optional.empty();
            }
            Path path = f.path();
            read.add(new Inputs.Read(path, stamp, SourceFile.lazy(f.displayName(), () -> files.read(path).orElse(""))));
        }
        for (Path p : absent) {
            if (!files.onDisk(p) || files.stamp(p) != null) return Optional.empty();
        }
        return Optional.of(new Inputs(read, absent));
    }
}
