// DRR check: a symbol bound to a native matcher.
include "ops.td"

def M : NativeCodeCall<"m($_self, $0)">;
// expected-error@+1:5 {{binding symbol 'm' to NativecodeCall in MatchPattern is not supported}}
def P : Pat<(OpA (M:$m $a), $b), (OpC)>;
