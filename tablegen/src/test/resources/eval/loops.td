// Nested foreach with defvar and if, anonymous records created per iteration.
class P<int v> { int val = v; }
class R<int v, P p> { int val = v; P pp = p; string nm = NAME; }
foreach i = [1, 2] in {
  defvar k = !mul(i, 10);
  def A#i : R<k, P<i>>;
  foreach j = !range(i) in
    def B#i#_#j : R<!add(i, j), P<5>>;
  if !eq(i, 2) then def C#i : R<i, P<7>>;
  else def D#i : R<i, P<8>>;
}
multiclass M<int base, list<int> xs = [1]> {
  foreach x = xs in
    def _#x : R<!add(base, x), P<x>>;
  def Plain : R<base, P<base>>;
}
defm MM : M<100, [3, 4]>;
defm : M<200>;
