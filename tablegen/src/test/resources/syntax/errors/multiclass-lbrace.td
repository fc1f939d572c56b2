// EXPECT: multiclass-lbrace.td:2:13: error: expected '{' in multiclass definition
multiclass M;
