// DRR check: two location directives on one op.
include "ops.td"

// expected-error@+1:5 {{`location` directive can only be specified once}}
def P : Pat<(OpA $a, $b), (OpA $a, $b, (location $a), (location $b))>;
