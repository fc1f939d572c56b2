// DRR check: location without arguments (the reference prints no position: ours is the pattern's).
include "ops.td"

// expected-error@+1:5 {{At least one argument to location directive required}}
def P : Pat<(OpA $a, $b), (OpA $a, $b, (location))>;
