// EXPECT: pp-paste-at-line-start.td:6:13: error: expected ';' after declaration
def A {
  string s = "a"
  # "b"
  # ;
  int i = 1 }
