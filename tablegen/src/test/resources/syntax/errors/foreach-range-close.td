// EXPECT: foreach-range-close.td:2:19: error: expected '}' at end of bit range list
foreach i = {1, 2 in def X#i;
