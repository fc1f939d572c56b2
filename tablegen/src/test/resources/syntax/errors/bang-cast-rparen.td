// EXPECT: bang-cast-rparen.td:2:35: error: expected ')' in unary operator
def A { string x = !cast<string>(1; }
