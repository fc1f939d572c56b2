// List index and slice, code fields, bits literals and bit slices.
class A<list<int> l> {
  int x = l[0];
  list<int> y = l[1...2];
  code c = [{x}];
  list<code> lc = [[{a}]];
  bits<3> b = {1,0,1};
  bit q = b{1};
  bits<2> r = b{2-1};
  bits<4> u;
}
def X : A<[1,2,3]> { let u{1-0} = 2; }
