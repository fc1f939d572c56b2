// EXPECT: multiclass-name.td:3:1: error: expected identifier after multiclass for name
multiclass
