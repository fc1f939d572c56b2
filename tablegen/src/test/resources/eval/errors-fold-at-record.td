// An operator that cannot fold is reported at the record being built (here the def in the
// multiclass), not at the operator.
class K<int a> { int x = a; }
multiclass M<int b> {
  def _a : K<!div(4, b)>;
}
defm X : M<0>;
