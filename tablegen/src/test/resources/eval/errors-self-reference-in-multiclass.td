// In a multiclass a def cannot name itself: its final name is not known yet.
multiclass M {
  def X { string s = !cast<string>(X); }
}
defm : M;
