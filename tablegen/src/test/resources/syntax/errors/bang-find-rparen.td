// EXPECT: bang-find-rparen.td:2:31: error: expected ')' in !find operator
def A { int x = !find("a", "b"; }
