// EXPECT: bang-binary-one-operand.td:2:17: error: expected two operands to operator
def A { int x = !add(1); }
