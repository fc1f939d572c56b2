// EXPECT: lex-number-range.td:2:17: error: number out of range
def A { int x = 18446744073709551616; }
