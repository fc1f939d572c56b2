// EXPECT: class-body-semicolon.td:2:23: error: A class or def body should not end with a semicolon
class C { int x = 1; };
