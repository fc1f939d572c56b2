// EXPECT: class-inside-foreach.td:2:22: error: class is not allowed inside foreach loop
foreach i = [1] in { class C; }
