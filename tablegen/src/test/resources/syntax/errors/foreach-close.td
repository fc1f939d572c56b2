// EXPECT: foreach-close.td:4:1: error: expected '}' at end of foreach command
foreach i = [1] in {
  def X#i;
