// EXPECT: bang-binary-lparen.td:2:21: error: expected '(' after binary operator
def A { int x = !add; }
