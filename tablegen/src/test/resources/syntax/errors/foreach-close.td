// EXPECT: foreach-close.td:5:1: error: expected '}' at end of foreach command
// EXPECT-NOTE: foreach-close.td:3:20: error: to match this '{'
foreach i = [1] in {
  def X#i;
