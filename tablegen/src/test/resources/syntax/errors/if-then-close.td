// EXPECT: if-then-close.td:3:1: error: expected '}' at end of 'then' clause
if 1 then { def X;
