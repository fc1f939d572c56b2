// EXPECT: bang-cast-type-gt.td:2:32: error: expected type name for operator
def A { string x = !cast<string(1); }
