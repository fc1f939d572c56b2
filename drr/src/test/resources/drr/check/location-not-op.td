// DRR check: location as a result pattern of its own.
include "ops.td"

// expected-error@+1:5 {{location directive can only be used with op creation}}
def P : Pat<(OpA $a, $b), (location $a)>;
