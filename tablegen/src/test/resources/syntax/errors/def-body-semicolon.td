// EXPECT: def-body-semicolon.td:2:9: error: A class or def body should not end with a semicolon
def A {};
