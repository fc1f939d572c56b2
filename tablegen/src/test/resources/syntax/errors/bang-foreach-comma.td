// EXPECT: bang-foreach-comma.td:2:34: error: expected ',' in !foreach/!filter
def A { list<int> x = !foreach(e [1], e); }
