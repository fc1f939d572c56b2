// EXPECT: bang-range-arity.td:2:39: error: expected at most three values of integer
def A { list<int> x = !range(1, 2, 3, 4); }
