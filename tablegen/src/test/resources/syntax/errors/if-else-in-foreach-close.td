// EXPECT: if-else-in-foreach-close.td:3:53: error: expected '}' at end of 'else' clause
// EXPECT-NOTE: if-else-in-foreach-close.td:3:44: error: to match this '{'
foreach i = [1] in { if 1 then def X; else { def Y; int z; } }
