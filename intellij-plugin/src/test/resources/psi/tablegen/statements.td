class A<int x> {
  int X = x;
  bits<4> B = {0, 1, ?, ?};
  field string S;
  let B{3-2} = 0b11;
}
def a : A<1>;
def { int anonymous = 2; }
defvar v = !add(1, 2);
deftype Int = int;
defset list<A> All = {
  def b : A<v>;
}
multiclass M<int n> {
  def _x : A<n>;
  defm _y : N<n>;
  foreach i = [1, 2] in
    def _#i : A<i>;
}
defm m : M<3>;
let X = 5 in {
  def c : A<2>;
}
let X = 6 in def d : A<3>;
foreach i = {0-3, 5} in {
  if !eq(i, 0) then {
    def e#i : A<i>;
  } else
    def f#i : A<i>;
}
assert !gt(v, 0), "v must be positive";
dump "v is " # !repr(v);
