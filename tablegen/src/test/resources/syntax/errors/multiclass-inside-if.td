// EXPECT: multiclass-inside-if.td:2:13: error: multiclass is not allowed inside foreach loop
if 1 then { multiclass M { def X; } }
