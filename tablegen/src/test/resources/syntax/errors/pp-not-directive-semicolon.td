// EXPECT: pp-not-directive-semicolon.td:3:1: error: Unexpected token at top level
def A;
#endif;
