// EXPECT: foreach-in.td:2:17: error: Unknown tok
foreach i = [1] def X#i;
