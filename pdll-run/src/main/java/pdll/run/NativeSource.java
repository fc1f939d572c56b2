package pdll.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import pdll.sema.analysis.Analysis;
import pdll.sema.ast.Decl;
import pdll.syntax.SourcePos;
import pdll.syntax.SyntaxTree;

/**
 * Builds the C++ a native pattern file's plugin includes ({@link NativeUnit#code()}): the headers
 * its native code needs, then its {@code -x=cpp} output with every native block placed by
 * {@code #line} at its line and column in the {@code .pdll} file (the generated text is only
 * re-indented on the block's first line, so every later line keeps its column).
 *
 * <p>The headers: {@code mlir/IR/Matchers.h} (the {@code m_Constant} family native constraints
 * use most), for each {@code .td} file the patterns include the header next to it that includes
 * its {@code .h.inc} (for {@code ArithOps.td}, {@code mlir/Dialect/Arith/IR/Arith.h}: the op
 * classes native code and ODS-typed parameters name), and those named on a
 * {@code // C++ headers: A.h B.h} line of a pattern file (the samples' convention).
 */
final class NativeSource {
    private NativeSource() {}

    static final String HEADERS_LINE = "// C++ headers:";
    /**
     * Stands for the generated file's own name in the {@code #line} directives after each block:
     * the cache names the file by a hash of this text, so it substitutes the name when it writes it.
     */
    static final String GENERATED_FILE = "@PDLL_RUN_GENERATED_FILE@";
    private static final Pattern FUNCTION = Pattern.compile("^static .* (\\w+)PDLFn\\(::mlir::PatternRewriter &rewriter.*\\) \\{$");

    /** Where a native block's code starts in its {@code .pdll} file, and how many lines it has. */
    private record Block(String file, int line, int column, int lines) {}

    static NativeUnit build(String patterns, Analysis analysis, String cpp, List<Path> includeDirs) {
        StringBuilder out = new StringBuilder();
        out.append("// pdll-run: the native code of ").append(patterns).append(" (pdllc -x=cpp) and its headers\n");
        for (String h : headers(analysis, includeDirs)) out.append("#include \"").append(h).append("\"\n");
        int line = countLines(out) + 1; // the next line's number
        out.append("#line ").append(line + 1).append(" \"").append(GENERATED_FILE).append("\"\n");
        line++;
        Map<String, Block> blocks = blocks(analysis);
        String[] lines = cpp.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (i == lines.length - 1 && l.isEmpty()) break;
            out.append(l).append('\n');
            line++;
            Matcher m = FUNCTION.matcher(l);
            Block b = m.matches() ? blocks.get(m.group(1)) : null;
            if (b == null || i + b.lines() >= lines.length) continue;
            out.append("#line ").append(b.line()).append(" \"").append(cString(b.file())).append("\"\n");
            for (int k = 1; k <= b.lines(); k++) {
                String code = lines[i + k];
                // the generator indents the first line by two spaces; the block's own column instead
                if (k == 1 && code.startsWith("  ")) code = " ".repeat(Math.max(0, b.column() - 1)) + code.substring(2);
                out.append(code).append('\n');
            }
            i += b.lines();
            line += b.lines() + 1;
            out.append("#line ").append(line + 1).append(" \"").append(GENERATED_FILE).append("\"\n");
            line++;
        }
        return new NativeUnit(baseName(patterns), out.toString(), includeDirs);
    }

    /** The native blocks of every user Constraint and Rewrite with code, by name. */
    private static Map<String, Block> blocks(Analysis analysis) {
        Map<String, Block> out = new HashMap<>();
        for (Decl d : analysis.module().children()) {
            if (!(d instanceof Decl.CallableDecl c) || c.code() == null || c.ods() != null) continue;
            SyntaxTree tree = analysis.files().get(c.range().file());
            if (tree == null) continue;
            String text = tree.text();
            int at = text.indexOf(c.code(), Math.max(0, c.range().start()));
            if (at < 0) continue; // a "..." string body: its text is escaped, the #line would be wrong
            int start = at;
            while (start < at + c.code().length() && Character.isWhitespace(text.charAt(start))) start++;
            String trimmed = c.code().strip();
            SourcePos pos = tree.position(start);
            out.put(c.name(), new Block(c.range().file(), pos.line(), pos.column(), countLines(trimmed) + 1));
        }
        return out;
    }

    private static Set<String> headers(Analysis analysis, List<Path> includeDirs) {
        Set<String> out = new LinkedHashSet<>();
        out.add("mlir/IR/Matchers.h");
        for (String td : analysis.tdIncludedAt().keySet()) {
            String h = dialectHeader(Path.of(td), includeDirs);
            if (h != null) out.add(h);
        }
        for (SyntaxTree t : analysis.files().values()) {
            for (String l : t.text().split("\n")) {
                String s = l.strip();
                if (!s.startsWith(HEADERS_LINE)) continue;
                for (String h : s.substring(HEADERS_LINE.length()).trim().split("\\s+")) if (!h.isEmpty()) out.add(h);
            }
        }
        return out;
    }

    /** The header beside {@code td} that includes its generated {@code .h.inc}, spelt relative to an include dir. */
    private static String dialectHeader(Path td, List<Path> includeDirs) {
        String name = td.getFileName().toString();
        if (!name.endsWith(".td") || td.getParent() == null) return null;
        String inc = name.substring(0, name.length() - 3) + ".h.inc\"";
        List<Path> candidates = new ArrayList<>();
        try (Stream<Path> s = Files.list(td.getParent())) {
            s.filter(p -> p.getFileName().toString().endsWith(".h")).sorted().forEach(candidates::add);
        } catch (IOException | SecurityException e) {
            return null;
        }
        for (Path h : candidates) {
            try {
                if (!Files.readString(h).contains(inc)) continue;
            } catch (IOException | RuntimeException e) {
                continue;
            }
            Path abs = h.toAbsolutePath().normalize();
            for (Path dir : includeDirs) {
                Path d = dir.toAbsolutePath().normalize();
                if (abs.startsWith(d)) return d.relativize(abs).toString();
            }
            return abs.toString();
        }
        return null;
    }

    private static int countLines(CharSequence s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) if (s.charAt(i) == '\n') n++;
        return n;
    }

    private static String cString(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    private static String baseName(String patterns) {
        String n = Path.of(patterns).getFileName().toString();
        if (n.endsWith(".pdll")) n = n.substring(0, n.length() - 5);
        return n.replaceAll("[^A-Za-z0-9_.-]", "_");
    }
}
