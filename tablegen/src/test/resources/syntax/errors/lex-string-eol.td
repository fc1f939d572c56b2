// EXPECT: lex-string-eol.td:2:21: error: end of line in string literal
def A { string s = "abc
"; }
