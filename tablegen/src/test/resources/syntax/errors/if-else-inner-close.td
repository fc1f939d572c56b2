// EXPECT: if-else-inner-close.td:3:42: error: expected '}' at end of 'else' clause
// EXPECT-NOTE: if-else-inner-close.td:3:33: error: to match this '{'
if 1 then if 2 then def X; else { def Y; int z; }
