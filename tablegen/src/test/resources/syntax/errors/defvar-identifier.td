// EXPECT: defvar-identifier.td:2:8: error: expected identifier
defvar = 1;
