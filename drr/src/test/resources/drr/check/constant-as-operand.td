// DRR check: a constant attribute where an operand is built.
include "ops.td"

// expected-error@+1:5 {{attribute found where value was expected, if attempting to use constant value, construct a constant op with given attribute instead}}
def P : Pat<(OpF $a), (OpF ConstantAttr<I32Attr, "1">)>;
