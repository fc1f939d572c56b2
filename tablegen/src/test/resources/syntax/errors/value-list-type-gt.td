// EXPECT: value-list-type-gt.td:2:29: error: expected '>' at end of list element type
def A { list<int> l = []<int; }
