// EXPECT: if-else-in-foreach-close.td:2:53: error: expected '}' at end of 'else' clause
foreach i = [1] in { if 1 then def X; else { def Y; int z; } }
