// DRR check: replaceWithValue with two arguments.
include "ops.td"

// expected-error@+1:5 {{replaceWithValue directive must take exactly one argument}}
def P : Pat<(OpA $a, $b), (replaceWithValue $a, $b)>;
