// EXPECT: deftype-semicolon.td:3:1: error: expected ';'
deftype X = int
