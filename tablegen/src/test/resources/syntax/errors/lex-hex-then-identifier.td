// EXPECT: lex-hex-then-identifier.td:2:21: error: expected ';' after declaration
def A { int x = 0x1FG; }
