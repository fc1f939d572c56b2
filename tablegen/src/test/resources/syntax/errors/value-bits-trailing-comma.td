// EXPECT: value-bits-trailing-comma.td:2:27: error: Unknown or reserved token when parsing a value
def A { bits<2> b = {1, 0,}; }
