// EXPECT: if-else-close.td:3:1: error: expected '}' at end of 'else' clause
if 1 then def X; else { def Y;
