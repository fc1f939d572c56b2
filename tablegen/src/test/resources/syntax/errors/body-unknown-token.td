// EXPECT: body-unknown-token.td:2:9: error: Unknown token when expecting a type
def A { ; }
