// EXPECT: pp-not-directive-after-token.td:2:8: error: Unexpected token at top level
def A; #define X
