// Late binding of field references, NAME in classes, pastes of ints and lists, n-ary folding.
def ins;
class A<int a, string s = "x", list<int> l = []> {
  int X = ?;
  int Y = X;
  string n = NAME;
  string p = s # a;
  string p2 = "q" # s;
  list<int> lc = l # [1];
  int z = !add(a, 1, 2);
  string cs = !cast<string>(a);
  bit b = !eq(s, "x");
  dag d = (ins);
  string uns;
  list<string> ls = !foreach(e, l, !cast<string>(e));
}
def D1 : A<3> { let X = 1; }
def D2 : A<4, "y", [5]> { let X = 9; }
def D3 { A a = A<1>; int i = !if(1, 2, 3); }
def D4 { string t = D1.p; }
