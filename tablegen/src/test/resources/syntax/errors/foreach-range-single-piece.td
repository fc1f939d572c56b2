// EXPECT: foreach-range-single-piece.td:2:16: error: Unknown tok
foreach i = 0-3, 5 in def X#i;
