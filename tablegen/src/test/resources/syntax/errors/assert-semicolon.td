// EXPECT: assert-semicolon.td:3:1: error: expected ';'
assert 1, "msg"
