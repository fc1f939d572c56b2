// EXPECT: lex-string-escape.td:2:23: error: invalid escape in string literal
def A { string s = "a\qb"; }
