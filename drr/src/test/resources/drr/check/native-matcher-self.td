// DRR check: a native matcher without $_self.
include "ops.td"

def M : NativeCodeCall<"m($0)">;
// expected-error@+1:5 {{NativeCodeCall must have $_self as argument for passing the defining Operation}}
def P : Pat<(OpA (M $a), $b), (OpC)>;
