// EXPECT: bang-ternary-comma.td:2:25: error: expected ',' in ternary operator
def A { int x = !if(1, 2); }
