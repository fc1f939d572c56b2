// EXPECT: bang-cond-empty.td:2:24: error: there should be at least 1 'condition : value' in the !cond operator
def A { int x = !cond(); }
