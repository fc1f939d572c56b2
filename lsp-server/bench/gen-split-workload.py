#!/usr/bin/env python3
"""A split document for the language server's benchmarks (python3 stdlib only).

Writes N parts separated by `// -----` lines, in the style of MLIR's own PDLL test files: each part
includes ArithOps.td and declares the same Constraint, Rewrite and patterns (the same names in every
part, which only a server that analyses each part on its own accepts). It compiles with
`mlir-pdll-22 --split-input-file -I /usr/lib/llvm-22/include`. The keystroke figure of
docs/language-server.md (Split documents) is

    python3 lsp-server/bench/gen-split-workload.py 50 > split50.pdll
    python3 ../shared/tools/lspbench.py --file split50.pdll --label before --cmd 'OLD/bin/pdll-lsp --pdll-extra-dir=INC' \\
        --label after --cmd 'bin/pdll-lsp --pdll-extra-dir=INC' --edits 100 --rounds 5 --cold 1

(lspbench edits a line near the middle: part 25 of 50).
"""
import sys

PART = """
#include "mlir/Dialect/Arith/IR/ArithOps.td"

// Case {i}: folds x + 0 and x * 1.
Constraint IsZero(attr: Attr) [{{ return mlir::success(); }}];
Rewrite Fold(v: Value) -> Value [{{ return v; }}];

Pattern AddZero with benefit(2) {{
  let zero = op<arith.constant> {{value = z: Attr}};
  IsZero(z);
  let add = op<arith.addi>(x: Value, zero.0);
  replace add with x;
}}

Pattern MulOne {{
  let one = op<arith.constant> {{value = attr<"1 : i32">}};
  let mul = op<arith.muli>(y: Value, one.result);
  replace mul with Fold(y);
}}
"""


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    sys.stdout.write("// -----\n".join(PART.format(i=i) for i in range(n)))


if __name__ == "__main__":
    main()
