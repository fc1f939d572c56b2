// EXPECT: if-then-close.td:4:1: error: expected '}' at end of 'then' clause
// EXPECT-NOTE: if-then-close.td:3:11: error: to match this '{'
if 1 then { def X;
