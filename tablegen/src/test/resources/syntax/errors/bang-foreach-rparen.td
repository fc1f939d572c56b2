// EXPECT: bang-foreach-rparen.td:2:41: error: expected ')' in !foreach/!filter
def A { list<int> x = !foreach(e, [1], e; }
