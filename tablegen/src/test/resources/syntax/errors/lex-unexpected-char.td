// EXPECT: lex-unexpected-char.td:2:17: error: unexpected character
def A { int x = @; }
