package pdll.base.io;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * The dependency file {@code -d} writes, in the exact format of {@code mlir-tblgen} and
 * {@code mlir-pdll} (both {@code pdll-tblgen} and {@code pdllc} use it): one Makefile rule
 * {@code OUTPUT: DEP DEP ...} and a newline, where OUTPUT is the {@code -o} argument as given and the
 * dependencies are the included files (not the main file), spelled as they were opened (include
 * directory joined with the include name), each listed once, sorted bytewise.
 */
public final class DepFile {
    private DepFile() {}

    /**
     * @param output the {@code -o} argument
     * @param filesRead every file read, main file first
     */
    public static String format(String output, List<Path> filesRead) {
        TreeSet<String> deps = new TreeSet<>(DepFile::compareBytes);
        for (int i = 1; i < filesRead.size(); i++) deps.add(filesRead.get(i).toString());
        StringBuilder sb = new StringBuilder(output).append(':');
        for (String d : deps) sb.append(' ').append(d);
        return sb.append('\n').toString();
    }

    /** std::string order: unsigned bytes of the UTF-8 encoding. */
    static int compareBytes(String a, String b) {
        return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }
}
