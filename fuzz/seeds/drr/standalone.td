// A seed of the DRR targets that needs no include root: its own Pattern class and ops, as a
// project without MLIR's .td files (or a broken one) would have them.
class DagNode;
class Op<string mnemonic> {
  string opName = mnemonic;
  dag arguments = (ins);
  dag results = (outs);
}
def ins;
def outs;
def ops;
def addBenefit;
def either;
def replaceWithValue;
class NativeCodeCall<string expr, int n = 1> { string expression = expr; int numReturns = n; }
class Pattern<dag source, list<dag> results, list<dag> preds = [], list<dag> supplemental = [],
              dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  list<dag> supplementalPatterns = supplemental;
  dag benefitDelta = benefitAdded;
}
class Pat<dag pattern, dag result, list<dag> preds = [], list<dag> supplemental = [],
          dag benefitAdded = (addBenefit 0)> : Pattern<pattern, [result], preds, supplemental, benefitAdded>;

def A_Op : Op<"a.op"> { let arguments = (ins); let results = (outs); }
def B_Op : Op<"b.op">;

def First : Pat<(A_Op $x), (B_Op $x)>;
def Second : Pattern<(B_Op:$b $x, $y), [(A_Op $y), (replaceWithValue $x)]>;
def : Pat<(A_Op (either $a, $b)), (B_Op $a), [], [], (addBenefit 3)>;
