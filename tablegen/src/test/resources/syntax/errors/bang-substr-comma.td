// EXPECT: bang-substr-comma.td:2:32: error: expected ',' in !substr operator
def A { string x = !substr("a" 1); }
