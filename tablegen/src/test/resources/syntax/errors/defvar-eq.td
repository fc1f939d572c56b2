// EXPECT: defvar-eq.td:2:10: error: expected '='
defvar x 1;
