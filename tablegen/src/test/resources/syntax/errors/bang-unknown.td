// EXPECT: bang-unknown.td:2:17: error: unknown operator
def A { int x = !foo(1); }
