// EXPECT: def-name-value.td:3:1: error: Unknown or reserved token when parsing a value
def
