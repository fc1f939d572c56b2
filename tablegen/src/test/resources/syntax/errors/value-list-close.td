// EXPECT: value-list-close.td:2:28: error: expected ']' at end of list value
def A { list<int> l = [1, 2; }
