// EXPECT: value-unknown-token.td:2:17: error: Unknown or reserved token when parsing a value
def A { int x = ; }
