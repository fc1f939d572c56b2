// EXPECT: bang-binary-rparen.td:2:24: error: expected ')' in operator
def A { int x = !add(1 2); }
