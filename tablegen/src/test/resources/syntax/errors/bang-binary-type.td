// EXPECT: bang-binary-type.td:2:21: error: expected '(' after binary operator
def A { int x = !add<int>(1, 2); }
