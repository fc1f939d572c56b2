// EXPECT: lex-hex-range.td:2:17: error: number out of range
def A { int x = 0x1FFFFFFFFFFFFFFFF; }
