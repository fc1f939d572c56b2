// EXPECT: top-level-semicolon-after-def.td:2:7: error: Unexpected token at top level
def A;;
