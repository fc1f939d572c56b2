// DRR check: a type constraint on two symbols.
include "ops.td"

// expected-error@+1:5 {{type constraint requires exactly one argument}}
def P : Pat<(OpB:$opB $val, $attr), (OpA $val, $val), [(AnyInteger $opB, $val)]>;
