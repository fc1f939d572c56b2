// EXPECT: dag-operator-empty-bit-range.td:3:22: error: Unknown or reserved token when parsing a value
def op;
def A { dag d = (op {}); }
