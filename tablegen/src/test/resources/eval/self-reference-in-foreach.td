// A def with a plain name in a foreach body may name itself too.
foreach i = [1] in
  def X { list<string> l = [!cast<string>(X)]; }
