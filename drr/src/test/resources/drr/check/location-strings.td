// DRR check: location with two names (the reference prints no position: ours is the pattern's).
include "ops.td"

// expected-error@+1:5 {{Only one string attribute may be specified}}
def P : Pat<(OpA $a, $b), (OpA $a, $b, (location "x", "y", $a))>;
