// EXPECT: value-paste-rhs.td:2:26: error: Unknown or reserved token when parsing a value
def A { string s = "a" # ]; }
