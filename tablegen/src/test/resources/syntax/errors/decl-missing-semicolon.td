// EXPECT: decl-missing-semicolon.td:4:1: error: expected ';' after declaration
class C {
  int x = 1
}
