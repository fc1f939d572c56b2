// EXPECT: multiclass-empty.td:2:15: error: multiclass must contain at least one def
multiclass M {}
