// EXPECT: bang-cond-next.td:2:28: error: expected ',' or ')' following a value in !cond operator
def A { int x = !cond(1: 2 3); }
