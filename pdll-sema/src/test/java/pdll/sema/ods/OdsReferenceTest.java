package pdll.sema.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import pdll.base.io.FileAccess;

/**
 * Differential test of the ODS importer against the reference, live, over every {@code *Ops.td}
 * of the MLIR include root. Per file: a one-line PDLL file {@code #include "<rel>"} goes through
 * {@code mlir-pdll-22 --dump-ods -I ROOT} (ArmSME files also get {@code -I} their directory, as
 * the reference needs) and through {@link OdsImporter}; then
 *
 * <ul>
 *   <li>on success the ODS dump (reference stderr) must equal {@link OdsPrinter#dumpOds}
 *       byte for byte, and the {@code UserConstraintDecl}s of the reference AST (stdout) must
 *       equal our constraint declarations (name, order, kind, C++ code);
 *   <li>on failure our first diagnostic must read like the reference's first error line;
 *   <li>the C++ class and result-type-inference flag of each op must agree with
 *       {@code mlir-tblgen-22 --gen-op-decls}.
 * </ul>
 * Reference processes run on a 2-thread pool. Skips when the reference is not installed.
 */
class OdsReferenceTest {
    private static final Pattern DECL = Pattern.compile(
            "^ [|`]-UserConstraintDecl 0x[0-9a-f]+ Name<(.*?)> ResultType<Tuple<>> Code<(.*)>\\n(?:.*\\n){3}.*?`-(Attr|Type|Op)ConstraintDecl",
            Pattern.MULTILINE);
    private static final Pattern HEX = Pattern.compile("\\\\([0-9A-F]{2})");
    private static final Pattern CLASS = Pattern.compile("^class (\\w+) : public ::mlir::Op<\\1(?:, )?(.*)> \\{$", Pattern.MULTILINE);
    private static final Pattern OPNAME = Pattern.compile(
            "static constexpr ::llvm::StringLiteral getOperationName\\(\\) \\{\\n\\s*return ::llvm::StringLiteral\\(\"([^\"]*)\"\\);");
    private static final Pattern NS_OPEN = Pattern.compile("^namespace\\s+([\\w:]+)\\s*\\{$");
    private static final Pattern NS_CLOSE = Pattern.compile("^\\} // (end )?namespace.*");

    private static final AtomicInteger files = new AtomicInteger();
    private static final AtomicInteger refOk = new AtomicInteger(), dumpSame = new AtomicInteger();
    private static final AtomicInteger refFail = new AtomicInteger(), errorSame = new AtomicInteger();
    private static final AtomicInteger declsRef = new AtomicInteger(), declsSame = new AtomicInteger();
    private static final AtomicInteger declFilesSame = new AtomicInteger();
    private static final AtomicInteger opsChecked = new AtomicInteger(), classSame = new AtomicInteger(),
            inferSame = new AtomicInteger(), inferring = new AtomicInteger();
    private static volatile boolean ran;

    @TempDir
    static Path work;

    record Outcome(String rel, List<String> problems) {}

    @TestFactory
    Stream<DynamicTest> mlirOpsFiles() throws IOException {
        Path root = ReferenceTools.includeRoot().orElse(null);
        String pdll = ReferenceTools.tool("mlir-pdll-22").orElse(null);
        String tblgen = ReferenceTools.tool("mlir-tblgen-22").orElse(null);
        Assumptions.assumeTrue(root != null && pdll != null && tblgen != null,
                "MLIR reference tools not found: " + ReferenceTools.INSTALL_HINT);
        ran = true;
        List<String> rels = ReferenceTools.opsFiles(root);
        files.set(rels.size());
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "ods-reference");
            t.setDaemon(true);
            return t;
        });
        List<CompletableFuture<Outcome>> futures = new ArrayList<>();
        for (String rel : rels) futures.add(CompletableFuture.supplyAsync(() -> check(rel, root, pdll, tblgen), pool));
        pool.shutdown();
        return rels.stream().map(rel -> DynamicTest.dynamicTest(rel, () -> {
            Outcome o = futures.get(rels.indexOf(rel)).join();
            assertTrue(o.problems().isEmpty(), () -> rel + ":\n" + String.join("\n", o.problems()));
        }));
    }

    /**
     * Several includes in one PDLL file, live against the reference: a user constraint declared
     * first suppresses the ODS one, ops and constraints merge (first wins), and a repeated include
     * adds nothing.
     */
    @org.junit.jupiter.api.Test
    void mergedIncludes() throws IOException {
        Path root = ReferenceTools.includeRoot().orElse(null);
        String pdll = ReferenceTools.tool("mlir-pdll-22").orElse(null);
        Assumptions.assumeTrue(root != null && pdll != null, "MLIR reference tools not found: " + ReferenceTools.INSTALL_HINT);
        Path dir = Files.createDirectories(work.resolve("merged"));
        List<String> includes = List.of("mlir/Dialect/Arith/IR/ArithOps.td", "mlir/Dialect/Func/IR/FuncOps.td",
                "mlir/Dialect/Arith/IR/ArithOps.td");
        StringBuilder text = new StringBuilder("Constraint I32Attr(self: Attr) [{ return success(); }];\n");
        for (String inc : includes) text.append("#include \"").append(inc).append("\"\n");
        Path file = dir.resolve("m.pdll");
        Files.writeString(file, text);
        ReferenceTools.Run ref = ReferenceTools.run(List.of(pdll, file.toString(), "--dump-ods", "-I", root.toString()), dir);
        assertEquals(0, ref.exitCode(), ref.stderr());

        OdsContext ctx = new OdsContext();
        java.util.Set<String> declared = new java.util.HashSet<>(java.util.Set.of("I32Attr"));
        List<ImportedConstraint> decls = new ArrayList<>();
        for (String inc : includes) {
            OdsImport imp = OdsImporter.importTd(inc, dir, List.of(root), FileAccess.DISK);
            assertTrue(imp.succeeded(), () -> imp.diagnostics().toString());
            decls.addAll(ctx.add(imp, declared));
        }
        assertEquals(ref.stderr(), OdsPrinter.dumpOds(ctx));
        List<String> want = referenceDecls(ref.stdout());
        assertEquals("I32Attr Attr  return success(); ", want.get(0), "the user constraint comes first");
        assertEquals(want.subList(1, want.size()),
                decls.stream().map(d -> d.name() + " " + d.kind() + " " + d.cppCode()).toList());
        assertEquals(56, ctx.operations().size());
    }

    private static Outcome check(String rel, Path root, String pdll, String tblgen) {
        List<String> problems = new ArrayList<>();
        try {
            Path dir = Files.createDirectories(work.resolve(rel.replaceAll("[^A-Za-z0-9_]", "_")));
            Path file = dir.resolve("f.pdll");
            Files.writeString(file, "#include \"" + rel + "\"\n");
            List<Path> incs = new ArrayList<>(List.of(root));
            if (rel.contains("/ArmSME/")) incs.add(root.resolve(rel).getParent());
            List<String> cmd = new ArrayList<>(List.of(pdll, file.toString(), "--dump-ods"));
            for (Path p : incs) cmd.addAll(List.of("-I", p.toString()));
            ReferenceTools.Run ref = ReferenceTools.run(cmd, dir);
            OdsImport ours = OdsImporter.importTd(rel, dir, incs, FileAccess.DISK);
            if (ref.exitCode() == 0) {
                refOk.incrementAndGet();
                if (!ours.succeeded()) {
                    problems.add("reference imports, ours fails: " + ours.diagnostics().get(0).message());
                    return new Outcome(rel, problems);
                }
                OdsContext ctx = new OdsContext();
                ctx.add(ours);
                String dump = OdsPrinter.dumpOds(ctx);
                if (dump.equals(ref.stderr())) dumpSame.incrementAndGet();
                else problems.add("--dump-ods differs: " + firstDifference(ref.stderr(), dump));
                compareDecls(referenceDecls(ref.stdout()), ctx.constraintDecls(), problems);
                compareOps(rel, root, incs, tblgen, ctx, problems);
            } else {
                refFail.incrementAndGet();
                String refFirst = ref.stderr().lines().filter(l -> l.contains("error")).findFirst().orElse("");
                String ourFirst = ours.succeeded() ? "(no error)"
                        : OdsFixturesTest.headline(ours.diagnostics().get(0), file.toString(), 1, 10);
                if (refFirst.equals(ourFirst)) errorSame.incrementAndGet();
                else problems.add("first error differs:\n  reference: " + refFirst + "\n  ours:      " + ourFirst);
            }
        } catch (IOException | RuntimeException e) {
            problems.add("exception: " + e);
        }
        return new Outcome(rel, problems);
    }

    /** The reference AST's UserConstraintDecls as {@code name kind code} (code unescaped). */
    private static List<String> referenceDecls(String ast) {
        List<String> want = new ArrayList<>();
        Matcher m = DECL.matcher(ast);
        while (m.find()) {
            String code = HEX.matcher(m.group(2)).replaceAll(h -> Matcher.quoteReplacement(
                    String.valueOf((char) Integer.parseInt(h.group(1), 16))));
            want.add(m.group(1) + " " + m.group(3) + " " + code);
        }
        return want;
    }

    private static void compareDecls(List<String> want, List<ImportedConstraint> ours, List<String> problems) {
        List<String> got = ours.stream().map(d -> d.name() + " " + d.kind() + " " + d.cppCode()).toList();
        declsRef.addAndGet(want.size());
        int same = 0;
        for (int i = 0; i < Math.min(want.size(), got.size()); i++) if (want.get(i).equals(got.get(i))) same++;
        declsSame.addAndGet(same);
        if (want.equals(got)) {
            declFilesSame.incrementAndGet();
            return;
        }
        problems.add("constraint decls differ (" + got.size() + " ours vs " + want.size() + " reference)");
        for (int i = 0; i < Math.max(want.size(), got.size()); i++) {
            String w = i < want.size() ? want.get(i) : "(none)";
            String g = i < got.size() ? got.get(i) : "(none)";
            if (!w.equals(g)) {
                problems.add("  first difference at #" + i + ":\n    reference: " + clip(w) + "\n    ours:      " + clip(g));
                break;
            }
        }
    }

    private static void compareOps(String rel, Path root, List<Path> incs, String tblgen, OdsContext ctx,
                                   List<String> problems) throws IOException {
        Path out = Files.createTempFile(work, "decls", ".h.inc");
        List<String> cmd = new ArrayList<>(List.of(tblgen, "--gen-op-decls"));
        for (Path p : incs) cmd.addAll(List.of("-I", p.toString()));
        cmd.addAll(List.of(rel, "-o", out.toString()));
        ReferenceTools.Run r = ReferenceTools.run(cmd, root);
        if (r.exitCode() != 0) {
            problems.add("mlir-tblgen --gen-op-decls failed: " + r.stderr().lines().findFirst().orElse(""));
            return;
        }
        String text = new String(Files.readAllBytes(out), java.nio.charset.StandardCharsets.UTF_8);
        Files.delete(out);
        // namespace in effect at each line start
        List<String> stack = new ArrayList<>();
        Map<Integer, String> nsAt = new HashMap<>();
        int pos = 0;
        for (String line : text.split("\n", -1)) {
            Matcher o = NS_OPEN.matcher(line);
            if (o.matches()) stack.add(o.group(1));
            else if (NS_CLOSE.matcher(line).matches() && !stack.isEmpty()) stack.remove(stack.size() - 1);
            if (line.startsWith("class ")) nsAt.put(pos, String.join("::", stack));
            pos += line.length() + 1;
        }
        Matcher m = CLASS.matcher(text);
        int bad = 0;
        while (m.find()) {
            String cls = m.group(1);
            boolean infers = splitTraits(m.group(2)).contains("::mlir::InferTypeOpInterface::Trait");
            String ns = nsAt.getOrDefault(m.start(), "");
            Matcher n = OPNAME.matcher(text);
            String opName = n.find(m.end()) ? n.group(1) : "?";
            String want = ns.isEmpty() ? cls : "::" + ns + "::" + cls;
            OdsOperation op = ctx.lookupOperation(opName);
            opsChecked.incrementAndGet();
            if (infers) inferring.incrementAndGet();
            if (op == null) {
                if (bad++ < 5) problems.add("op " + opName + " missing from our import");
                continue;
            }
            String got = op.cppClass().strip();
            got = got.startsWith("::") ? got : "::" + got;
            if (got.replace(" ", "").equals(want.replace(" ", ""))) classSame.incrementAndGet();
            else if (bad++ < 5) problems.add("op " + opName + " C++ class: reference " + want + ", ours " + op.cppClass());
            if (op.supportsResultTypeInference() == infers) inferSame.incrementAndGet();
            else if (bad++ < 5) problems.add("op " + opName + " infers result types: reference " + infers + ", ours "
                    + op.supportsResultTypeInference());
        }
    }

    private static List<String> splitTraits(String s) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        StringBuilder cur = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if (ch == '<') depth++;
            else if (ch == '>') depth--;
            if (ch == ',' && depth == 0) {
                out.add(cur.toString().strip());
                cur.setLength(0);
            } else {
                cur.append(ch);
            }
        }
        if (!cur.toString().isBlank()) out.add(cur.toString().strip());
        return out;
    }

    private static String firstDifference(String want, String got) {
        String[] w = want.split("\n", -1), g = got.split("\n", -1);
        for (int i = 0; i < Math.max(w.length, g.length); i++) {
            String a = i < w.length ? w[i] : "(end)", b = i < g.length ? g[i] : "(end)";
            if (!a.equals(b)) return "line " + (i + 1) + "\n    reference: " + clip(a) + "\n    ours:      " + clip(b);
        }
        return "(none)";
    }

    private static String clip(String s) {
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }

    @AfterAll
    static void summary() {
        if (!ran) return;
        System.out.printf("ODS import: %d *Ops.td files; --dump-ods identical %d/%d; same first error %d/%d; "
                        + "constraint decls identical %d/%d (%d/%d files); ops: C++ class %d/%d, inference flag %d/%d "
                        + "(%d infer)%n",
                files.get(), dumpSame.get(), refOk.get(), errorSame.get(), refFail.get(), declsSame.get(),
                declsRef.get(), declFilesSame.get(), refOk.get(), classSame.get(), opsChecked.get(), inferSame.get(),
                opsChecked.get(), inferring.get());
    }
}
