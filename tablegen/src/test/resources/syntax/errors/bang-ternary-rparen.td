// EXPECT: bang-ternary-rparen.td:2:28: error: expected ')' in binary operator
def A { int x = !if(1, 2, 3, 4); }
