// EXPECT: defvar-semicolon.td:3:1: error: expected ';'
defvar x = 1
