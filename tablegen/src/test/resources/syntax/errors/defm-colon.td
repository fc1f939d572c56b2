// EXPECT: defm-colon.td:3:1: error: expected ':' after defm identifier
defm X
