package pdll.drr;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The DRR files the tests convert and run: the fixtures (written for the converter, over upstream
 * dialects), the DRR demo of {@code shared/tools/drr-oracle}, LLVM's own DRR files (dialect
 * canonicalizations and conversions, and the {@code mlir-tblgen} tests over the test dialect).
 *
 * @param headers the C++ headers the patterns' C++ needs (the dialects' op classes, helpers)
 * @param includeDirs where TableGen and the C++ compiler find the DRR file's includes and helpers
 * @param inputs the MLIR files both sides run on (split at {@code // -----}); empty: none
 * @param fixups text replacements applied to a copy of the DRR file before anything runs, for C++
 *     that does not compile against MLIR 22's headers on either side (named in the skip list of
 *     the test reports)
 * @param compiles whether the patterns' C++ can be compiled here (false for the test dialect,
 *     whose C++ headers MLIR does not install)
 */
record Corpus(String name, Path td, List<String> headers, List<Path> includeDirs, List<Path> inputs,
              Map<String, String> fixups, boolean compiles) {

    static final String ARITH_H = "mlir/Dialect/Arith/IR/Arith.h";

    /** Entries {@code mlir-tblgen -gen-rewriters} rejects on purpose (records only the converter's report covers). */
    static final java.util.Set<String> REJECTED_BY_TBLGEN = java.util.Set.of("fixture-unsupported");

    static List<Corpus> fixtures() {
        List<Corpus> out = new ArrayList<>();
        Path dir = TestDirs.fixtures();
        for (String n : List.of("basics", "builders", "constraints", "either", "includes", "natives", "results", "unsupported")) {
            Path input = dir.resolve(n + ".mlir");
            List<String> headers = n.equals("builders") ? List.of("mlir/Dialect/LLVMIR/LLVMDialect.h", "mlir/Dialect/Func/IR/FuncOps.h")
                    : List.of(ARITH_H, "mlir/Dialect/Func/IR/FuncOps.h");
            out.add(new Corpus("fixture-" + n, dir.resolve(n + ".td"), headers,
                    List.of(dir), java.nio.file.Files.exists(input) ? List.of(input) : List.of(), Map.of(), true));
        }
        return out;
    }

    /** LLVM's DRR files and the oracle demo, when {@code shared/} is there. */
    static List<Corpus> shared() {
        Optional<Path> shared = TestDirs.shared();
        if (shared.isEmpty()) return List.of();
        Path s = shared.get();
        Path up = s.resolve("upstream/mlir");
        Path shims = TestDirs.resources().resolve("shims");
        Path oracle = s.resolve("tools/drr-oracle");
        Path test = up.resolve("test/lib/Dialect/Test");
        Path tblgen = up.resolve("test/mlir-tblgen");
        List<Corpus> out = new ArrayList<>();
        out.add(new Corpus("demo", oracle.resolve("demo.td"), List.of(ARITH_H, "demo_helpers.h"), List.of(oracle),
                List.of(oracle.resolve("input.mlir"), oracle.resolve("input_loc.mlir"), oracle.resolve("input_priority.mlir")),
                Map.of(), true));
        out.add(new Corpus("arith", up.resolve("lib/Dialect/Arith/IR/ArithCanonicalization.td"),
                List.of(ARITH_H, "arith_helpers.h"), List.of(shims), List.of(up.resolve("test/Dialect/Arith/canonicalize.mlir")),
                Map.of(), true));
        out.add(new Corpus("spirv", up.resolve("lib/Dialect/SPIRV/IR/SPIRVCanonicalization.td"),
                List.of("mlir/Dialect/SPIRV/IR/SPIRVOps.h"), List.of(), List.of(up.resolve("test/Dialect/SPIRV/Transforms/canonicalize.mlir")),
                Map.of(), true));
        // Type::dyn_cast<T>() is gone from MLIR 22's headers; neither side compiles the record as written.
        out.add(new Corpus("shape", up.resolve("lib/Dialect/Shape/IR/ShapeCanonicalization.td"),
                List.of("mlir/Dialect/Shape/IR/Shape.h", "mlir/Dialect/Tensor/IR/Tensor.h"), List.of(),
                List.of(up.resolve("test/Dialect/Shape/canonicalize.mlir")),
                Map.of("$0.getType().dyn_cast<ShapedType>()", "::llvm::dyn_cast<::mlir::ShapedType>($0.getType())"), true));
        out.add(new Corpus("gpu-to-nvvm", up.resolve("lib/Conversion/GPUToNVVM/GPUToNVVM.td"),
                List.of("mlir/Dialect/GPU/IR/GPUDialect.h", "mlir/Dialect/LLVMIR/NVVMDialect.h"), List.of(), List.of(), Map.of(), true));
        out.add(new Corpus("gpu-to-rocdl", up.resolve("lib/Conversion/GPUToROCDL/GPUToROCDL.td"),
                List.of("mlir/Dialect/GPU/IR/GPUDialect.h", "mlir/Dialect/LLVMIR/ROCDLDialect.h"), List.of(), List.of(), Map.of(), true));
        for (String t : List.of("rewriter-indexing", "rewriter-static-matcher", "rewriter-attributes-properties")) {
            out.add(new Corpus(t, tblgen.resolve(t + ".td"), List.of(), List.of(tblgen), List.of(), Map.of(), false));
        }
        out.add(new Corpus("test-dialect", test.resolve("TestOps.td"), List.of(), List.of(test), List.of(), Map.of(), false));
        return out;
    }
}
