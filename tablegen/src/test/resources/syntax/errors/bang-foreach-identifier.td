// EXPECT: bang-foreach-identifier.td:2:32: error: first argument of !foreach/!filter must be an identifier
def A { list<int> x = !foreach(1, [1], 2); }
