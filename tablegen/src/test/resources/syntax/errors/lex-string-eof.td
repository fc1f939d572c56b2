// EXPECT: lex-string-eof.td:2:21: error: end of file in string literal
def A { string s = "abc