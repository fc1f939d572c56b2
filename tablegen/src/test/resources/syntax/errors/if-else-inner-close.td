// EXPECT: if-else-inner-close.td:2:42: error: expected '}' at end of 'else' clause
if 1 then if 2 then def X; else { def Y; int z; }
