// EXPECT: lex-dotdot.td:2:18: error: invalid '..' punctuation
def A { int x = 1..2; }
