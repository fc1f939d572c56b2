// EXPECT: bang-binary-arity.td:2:17: error: expected two operands to operator
def A { int x = !sub(1, 2, 3); }
