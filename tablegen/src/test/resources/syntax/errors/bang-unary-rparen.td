// EXPECT: bang-unary-rparen.td:2:23: error: expected ')' in unary operator
def A { bit x = !not(1, 2); }
