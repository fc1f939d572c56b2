// EXPECT: if-else-close.td:4:1: error: expected '}' at end of 'else' clause
// EXPECT-NOTE: if-else-close.td:3:23: error: to match this '{'
if 1 then def X; else { def Y;
