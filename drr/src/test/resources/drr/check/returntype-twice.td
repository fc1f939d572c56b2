// DRR check: two returnType directives on one op.
include "ops.td"

// expected-error@+1:5 {{`returnType` directive can only be specified once}}
def P : Pat<(OpA $a, $b), (OpA (OpA $a, $b, (returnType "t"), (returnType "u")), $b)>;
