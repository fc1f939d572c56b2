// DRR check: a native matcher over a nested op.
include "ops.td"

def M : NativeCodeCall<"m($_self, $0)">;
// expected-error@+1:5 {{Matching nested tree in NativeCodecall not support for arg1_0 as arg 0}}
def P : Pat<(OpA (M (OpB $v, $u)), $b), (OpC)>;
