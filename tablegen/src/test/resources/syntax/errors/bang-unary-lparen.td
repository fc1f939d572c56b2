// EXPECT: bang-unary-lparen.td:2:22: error: expected '(' after unary operator
def A { int x = !size<int>([1]); }
