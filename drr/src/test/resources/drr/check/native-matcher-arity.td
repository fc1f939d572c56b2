// reference: accepts
// DRR check: a native matcher given fewer arguments than its template uses.
include "ops.td"

def M : NativeCodeCall<"m($_self, $0, $1)">;
// expected-warning@+1:5 {{NativeCodeCall 'M' refers to $1 but is given 1 argument (the generated C++ will not compile)}}
def P : Pat<(OpA (M $a), $b), (OpC)>;
