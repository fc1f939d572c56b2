// EXPECT: value-bits-close.td:2:26: error: expected '}' at end of bit list value
def A { bits<2> b = {1, 0; }
