package pdll.intellij.packaging;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;

/** The built plugin zip ({@code pdll.plugin.zip}, set by failsafe): its entries, and the entries of the jars inside. */
public final class PluginZip {
    private PluginZip() {}

    public static Path path() {
        String p = System.getProperty("pdll.plugin.zip");
        if (p == null) throw new IllegalStateException("pdll.plugin.zip is not set: run through failsafe (mvn verify)");
        Path zip = Path.of(p);
        if (!Files.isRegularFile(zip)) throw new IllegalStateException(zip + " is missing: the package phase builds it");
        return zip;
    }

    public static List<String> entries() throws IOException {
        try (ZipFile z = new ZipFile(path().toFile())) {
            return z.stream().map(ZipEntry::getName).toList();
        }
    }

    /** The names inside the jar at {@code entry} of the zip. */
    public static List<String> jarEntries(String entry) throws IOException {
        try (ZipFile z = new ZipFile(path().toFile())) {
            ZipEntry e = z.getEntry(entry);
            if (e == null) throw new IllegalArgumentException("no " + entry + " in " + path());
            List<String> out = new ArrayList<>();
            try (InputStream in = z.getInputStream(e); ZipInputStream jar = new ZipInputStream(in)) {
                for (ZipEntry je; (je = jar.getNextEntry()) != null; ) out.add(je.getName());
            }
            return out;
        }
    }

    /** Unpacks the zip under {@code dir}, as the IDE's "Install Plugin from Disk" does into its plugins folder. */
    public static Path unpack(Path dir) throws IOException {
        try (ZipFile z = new ZipFile(path().toFile())) {
            for (ZipEntry e : z.stream().toList()) {
                Path target = dir.resolve(e.getName()).normalize();
                if (!target.startsWith(dir)) throw new IOException("entry outside the folder: " + e.getName());
                if (e.isDirectory()) Files.createDirectories(target);
                else {
                    Files.createDirectories(target.getParent());
                    try (InputStream in = z.getInputStream(e)) {
                        Files.copy(in, target);
                    }
                }
            }
        }
        return dir.resolve("pdll-intellij");
    }
}
