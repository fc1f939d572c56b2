// EXPECT: bang-foldl-fourth.td:2:35: error: fourth argument of !foldl must be an identifier
def A { int x = !foldl(0, [1], a, 1, 2); }
