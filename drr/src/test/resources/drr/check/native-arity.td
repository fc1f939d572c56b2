// reference: accepts
// DRR check: a NativeCodeCall given fewer arguments than its template uses (the reference writes $1<no-subst-found> into C++ that does not compile).
include "ops.td"

// expected-warning@+1:5 {{NativeCodeCall 'Two' refers to $1 but is given 1 argument (the generated C++ will not compile)}}
def P : Pat<(OpA $a, $b), (OpA (Two $a), $b)>;
