// EXPECT: top-level-unexpected.td:3:1: error: Unexpected token at top level
def A;
}
