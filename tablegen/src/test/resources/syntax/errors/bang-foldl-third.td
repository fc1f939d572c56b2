// EXPECT: bang-foldl-third.td:2:32: error: third argument of !foldl must be an identifier
def A { int x = !foldl(0, [1], 1, e, 2); }
