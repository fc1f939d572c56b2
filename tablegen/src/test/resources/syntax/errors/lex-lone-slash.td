// EXPECT: lex-lone-slash.td:3:1: error: unexpected character
def A;
/
