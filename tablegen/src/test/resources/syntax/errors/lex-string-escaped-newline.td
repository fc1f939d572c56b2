// EXPECT: lex-string-escaped-newline.td:2:23: error: escaped newlines not supported in tblgen
def A { string s = "a\
"; }
