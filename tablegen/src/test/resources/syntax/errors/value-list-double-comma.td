// EXPECT: value-list-double-comma.td:2:26: error: Unknown or reserved token when parsing a value
def A { list<int> l = [1,,]; }
