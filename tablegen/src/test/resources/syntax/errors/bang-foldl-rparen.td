// EXPECT: bang-foldl-rparen.td:2:48: error: expected ')' in fold operator
def A { int x = !foldl(0, [1], a, e, !add(a, e); }
