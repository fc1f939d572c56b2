// EXPECT: bang-cast-type.td:2:25: error: expected type name for operator
def A { string x = !cast(1); }
