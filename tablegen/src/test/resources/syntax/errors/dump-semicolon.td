// EXPECT: dump-semicolon.td:3:1: error: expected ';'
dump "msg"
