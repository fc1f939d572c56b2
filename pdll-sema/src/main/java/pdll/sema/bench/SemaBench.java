package pdll.sema.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import pdll.base.io.FileAccess;
import pdll.base.text.TextEdit;
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.analysis.Reuse;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;

/**
 * Measures the semantic analyzer in one warm JVM on files of N generated patterns (arith ops,
 * lets, constraints, rewrites, helper Constraints/Rewrites per group of 20 patterns) that
 * {@code #include "mlir/Dialect/Arith/IR/ArithOps.td"}, the import cached (the closure cache
 * keeps the evaluated .td, the importer its records). Per size, median and minimum over
 * {@code --runs} (the minimum is what an unloaded machine gives; the median shows the load):
 * <ul>
 * <li>{@code full}: {@code Analyzer.analyze} of the parsed file;
 * <li>{@code insert}: re-analysis ({@code Analyzer.analyze(tree, options, previous)}) after
 *     inserting one character in the body of the pattern in the middle of the file (everything
 *     after it moves by one: reused chunks are relocated);
 * <li>{@code replace}: the same after replacing one character there (nothing moves);
 * <li>{@code reparse}: the incremental reparse of the edit ({@code SyntaxTree.reparse}), for
 *     comparison;
 * <li>{@code speedup}: median full / median insert;
 * <li>a second line per size: the main thread's CPU time (medians), which leaves out garbage
 *     collection and the waiting a loaded machine adds;
 * <li>the chunks the insert run reused unchanged / relocated / analysed again.
 * </ul>
 * Usage: {@code java -cp pdllc/target/pdllc.jar pdll.sema.bench.SemaBench [-I ROOT] [--runs N]
 * [--warmup N] [--sizes 10,1000,10000] [--file F.pdll ...] [--write DIR]} ({@code --file}
 * measures given files instead, {@code --write} saves the generated ones).
 */
public final class SemaBench {

    private SemaBench() {}

    public static void main(String[] args) throws IOException {
        String env = System.getenv("MLIR_INCLUDE_DIR");
        Path root = Path.of(env != null ? env : "/usr/lib/llvm-22/include");
        int runs = 15;
        int warmup = 10;
        List<Integer> sizes = new ArrayList<>(List.of(10, 1_000, 10_000));
        List<Path> files = new ArrayList<>();
        Path write = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "-I" -> root = Path.of(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--sizes" -> sizes = Arrays.stream(args[++i].split(",")).map(s -> Integer.parseInt(s.trim())).toList();
                case "--file" -> files.add(Path.of(args[++i]));
                case "--write" -> write = Path.of(args[++i]);
                case "-h", "--help" -> {
                    System.out.println("usage: SemaBench [-I ROOT] [--runs N] [--warmup N] [--sizes 10,1000,10000]"
                            + " [--file F.pdll ...] [--write DIR]");
                    return;
                }
                default -> throw new IllegalArgumentException("unknown argument " + args[i] + " (see --help)");
            }
        }
        AnalysisOptions options = new AnalysisOptions(Path.of("").toAbsolutePath(), List.of(root), FileAccess.DISK, false);
        List<String[]> inputs = new ArrayList<>();
        if (files.isEmpty()) {
            for (int n : sizes) {
                String text = generate(n);
                if (write != null) {
                    Files.createDirectories(write);
                    Files.writeString(write.resolve("sema-bench-" + n + ".pdll"), text);
                }
                inputs.add(new String[] {"sema-bench-" + n + ".pdll", text, Integer.toString(n)});
            }
        } else {
            for (Path f : files) {
                String text = Files.readString(f);
                inputs.add(new String[] {f.toString(), text, Long.toString(text.lines().filter(l -> l.startsWith("Pattern")).count())});
            }
        }
        System.out.printf("warm, ms, median / min of %d runs after %d warm-up runs%n", runs, warmup);
        System.out.printf("%-9s %7s %15s %15s %15s %13s %8s  %s%n", "patterns", "lines", "full", "insert 1 char",
                "replace 1 char", "reparse", "speedup", "chunks reused/relocated/analysed (insert)");
        for (String[] in : inputs) measure(in[0], in[1], in[2], options, runs, warmup);
    }

    private static void measure(String name, String text, String patterns, AnalysisOptions options, int runs, int warmup) {
        SyntaxTree tree = PdllParser.parse(name, text);
        int at = editPoint(text);
        TextEdit insert = new TextEdit(at, at, " ");
        TextEdit replace = new TextEdit(at, at + 1, text.charAt(at) == ' ' ? "\t" : " ");
        SyntaxTree inserted = tree.reparse(insert);
        SyntaxTree replaced = tree.reparse(replace);
        Analysis base = Analyzer.analyze(tree, options);
        if (base.hasErrors()) {
            System.err.println(name + ": the input has errors: " + base.diagnostics().get(0).message());
        }
        double[] full = new double[runs], ins = new double[runs], rep = new double[runs], reparse = new double[runs];
        double[] fullCpu = new double[runs], insCpu = new double[runs], repCpu = new double[runs];
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean cpu = mx.isCurrentThreadCpuTimeSupported();
        Analysis last = null;
        for (int i = -warmup; i < runs; i++) {
            long c0 = cpu ? mx.getCurrentThreadCpuTime() : 0, t0 = System.nanoTime();
            Analyzer.analyze(tree, options);
            long c1 = cpu ? mx.getCurrentThreadCpuTime() : 0, t1 = System.nanoTime();
            last = Analyzer.analyze(inserted, options, base);
            long c2 = cpu ? mx.getCurrentThreadCpuTime() : 0, t2 = System.nanoTime();
            Analyzer.analyze(replaced, options, base);
            long c3 = cpu ? mx.getCurrentThreadCpuTime() : 0, t3 = System.nanoTime();
            tree.reparse(insert);
            long t4 = System.nanoTime();
            if (i >= 0) {
                full[i] = (t1 - t0) / 1e6;
                ins[i] = (t2 - t1) / 1e6;
                rep[i] = (t3 - t2) / 1e6;
                reparse[i] = (t4 - t3) / 1e6;
                fullCpu[i] = (c1 - c0) / 1e6;
                insCpu[i] = (c2 - c1) / 1e6;
                repCpu[i] = (c3 - c2) / 1e6;
            }
        }
        Reuse r = last.reuse();
        System.out.printf("%-9s %7d %15s %15s %15s %13s %7.1fx  %d/%d/%d%n", patterns, text.lines().count(), both(full),
                both(ins), both(rep), both(reparse), median(full) / median(ins), r.reusedChunks(), r.relocatedChunks(),
                r.analysedChunks());
        if (cpu) {
            System.out.printf("%-9s %7s %15.2f %15.2f %15.2f %13s %7.1fx  (thread CPU ms, median: without GC and waiting)%n",
                    "", "cpu", median(fullCpu), median(insCpu), median(repCpu), "", median(fullCpu) / median(insCpu));
        }
    }

    /** Just inside the body of the pattern in the middle of the file (after its opening brace). */
    public static int editPoint(String text) {
        int mid = text.indexOf("\nPattern ", text.length() / 2);
        if (mid < 0) mid = text.lastIndexOf("\nPattern ");
        if (mid < 0) return text.length() / 2;
        int brace = text.indexOf('{', mid);
        int arrow = text.indexOf("=>", mid);
        if (brace < 0 || (arrow >= 0 && arrow < brace)) return (arrow >= 0 ? arrow : mid) + 2;
        return brace + 1;
    }

    private static String both(double[] xs) {
        return String.format("%.2f / %.2f", median(xs), Arrays.stream(xs).min().orElse(0));
    }

    private static double median(double[] xs) {
        double[] c = xs.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }

    // ---- the workload -------------------------------------------------------------------------

    private static final String[] BINARY = {"addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui",
        "shli", "shrsi", "shrui", "divsi", "divui", "remsi", "remui", "addf", "subf", "mulf", "divf", "remf"};
    private static final String[] CASTS = {"extsi", "extui", "trunci", "index_cast", "sitofp", "uitofp", "fptosi", "extf",
        "truncf", "bitcast"};

    /**
     * A valid file of {@code n} patterns in the style of real PDLL: native declarations, then per
     * group of 20 patterns a few PDLL-bodied Constraints and Rewrites the group uses, and
     * patterns from eight templates (folds, identities, cast chains, selects with an inline
     * constraint, compare-self, rewrites through helpers, erasure, canonicalization).
     */
    public static String generate(int n) {
        StringBuilder sb = new StringBuilder();
        sb.append("// Generated by pdll.sema.bench.SemaBench: ").append(n).append(" patterns over arith.\n\n");
        sb.append("#include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n\n");
        sb.append("""
                /// Succeeds if `value` has exactly one use.
                Constraint HasOneUse(value: Value);
                Constraint IsZeroAttr(attr: Attr);
                Constraint IsOneAttr(attr: Attr);
                Constraint SameElementType(lhs: Value, rhs: Value);
                Constraint IsDead(op: Op);
                Constraint IsNotConstant(value: Value) [{
                  return ::mlir::success(!value.getDefiningOp());
                }];
                Rewrite BuildOp(value: Value) -> Op;
                Rewrite FoldAttrs(lhs: Attr, rhs: Attr) -> Attr;
                Rewrite CreateTypes(value: Value) -> TypeRange;
                Rewrite NotifyMatched(op: Op) [{
                  (void)op;
                }];

                """);
        for (int i = 0; i < n; i++) {
            int g = i / 20;
            if (i % 20 == 0) {
                sb.append("//===- Helpers for group ").append(g).append(" -===//\n\n");
                sb.append("Constraint SingleUse").append(g).append("(value: Value) {\n  HasOneUse(value);\n}\n");
                sb.append("Constraint SplitExtended").append(g)
                        .append("(op: Op<arith.addui_extended>) => (sum = op.sum, carry = op.overflow);\n");
                sb.append("Constraint ResultOfCmp").append(g).append("(op: Op<arith.cmpi>) -> Value {\n  let v = op.result;\n"
                        + "  HasOneUse(v);\n  return v;\n}\n");
                sb.append("Rewrite BuildBin").append(g).append("(lhs: Value, rhs: Value) -> Op => op<arith.andi>(rhs, lhs);\n");
                sb.append("Rewrite ReplaceWithConst").append(g).append("(root: Op, value: Attr) {\n"
                        + "  replace root with op<arith.constant> {value = value};\n}\n");
                sb.append("Rewrite EraseNotify").append(g).append("(op: Op) {\n  NotifyMatched(op);\n  erase op;\n}\n\n");
            }
            String bin = BINARY[(i * 7) % BINARY.length];
            String cast = CASTS[(i * 3) % CASTS.length];
            switch (i % 8) {
                case 0 -> sb.append("/// x ").append(bin).append(" 0 -> x\nPattern FoldIdentity").append(i)
                        .append(" with benefit(1) {\n  let zero = op<arith.constant> {value = cst: Attr};\n  IsZeroAttr(cst);\n"
                                + "  let root = op<arith.").append(bin).append(">(x: Value, zero) -> (ty: Type);\n"
                                + "  replace root with x;\n}\n\n");
                case 1 -> sb.append("Pattern ConstFold").append(i).append(" with benefit(3) {\n"
                        + "  let lhs = op<arith.constant> {value = a: Attr};\n  let rhs = op<arith.constant> {value = b: Attr};\n"
                        + "  let root = op<arith.").append(bin).append(">(lhs, rhs) -> (ty: Type);\n  rewrite root with {\n"
                        + "    let folded = FoldAttrs(a, b);\n"
                        + "    replace root with op<arith.constant> {value = folded} -> (ty);\n  };\n}\n\n");
                case 2 -> sb.append("Pattern CastChain").append(i).append(" => replace op<arith.").append(cast)
                        .append(">(op<arith.").append(cast).append(">(x: Value)) with op<arith.").append(cast).append(">(x);\n\n");
                case 3 -> sb.append("Pattern SelectSame").append(i).append(" {\n"
                        + "  Constraint SameKind(a: Value, b: Value) {\n    SameElementType(a, b);\n  };\n"
                        + "  let root = op<arith.select>(ResultOfCmp").append(g)
                        .append("(op<arith.cmpi>(l: Value, r: Value)), t: Value, f: Value);\n"
                                + "  SameKind(t, f);\n  replace root with t;\n}\n\n");
                case 4 -> sb.append("Pattern CmpSelf").append(i).append(" {\n"
                        + "  let root = op<arith.cmpi>(x: Value, x) {predicate = attr<\"").append(i % 10)
                        .append(" : i64\">} -> (type<\"i1\">);\n"
                                + "  replace root with op<arith.constant> {value = attr<\"true\">} -> (type<\"i1\">);\n}\n\n");
                case 5 -> sb.append("Pattern MulZero").append(i).append(" {\n"
                        + "  let zero = op<arith.constant> {value = z: Attr};\n  IsZeroAttr(z);\n"
                        + "  let root = op<arith.").append(bin).append(">(_: Value, zero);\n  rewrite root with {\n"
                                + "    ReplaceWithConst").append(g).append("(root, z);\n  };\n}\n\n");
                case 6 -> sb.append("Pattern EraseDead").append(i).append(" {\n  let root = op<arith.").append(bin)
                        .append(">(lhs: Value, rhs: Value) -> (_: Type);\n  IsDead(root);\n  rewrite root with {\n"
                                + "    EraseNotify").append(g).append("(root);\n  };\n}\n\n");
                default -> sb.append("Pattern Canonicalize").append(i).append(" with benefit(2), recursion {\n"
                        + "  let root = op<arith.").append(bin).append(">(x: Value, y: Value);\n  SameElementType(x, y);\n"
                                + "  SingleUse").append(g).append("(x);\n  rewrite root with {\n    NotifyMatched(root);\n"
                                + "    let types = CreateTypes(x);\n    let n = BuildBin").append(g).append("(y, x);\n"
                                + "    replace root with op<arith.").append(bin).append(">(y, x) -> (types);\n  };\n}\n\n");
            }
        }
        return sb.toString();
    }
}
