// EXPECT: bang-invalid.td:2:17: error: invalid "!operator"
def A { int x = !; }
