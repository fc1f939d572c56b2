// EXPECT: bang-cond-colon.td:2:25: error: expected ':'  following a condition in !cond operator
def A { int x = !cond(1 2); }
