// EXPECT: lex-negative-range.td:2:17: error: number out of range
def A { int x = -9223372036854775809; }
