// Symbolic values converted between int, bit and bits: explicit !cast where the reference makes one,
// the bits of a bits value taken directly, and the int-typed !empty / !isa / !exists.
class A<bit b, bits<2> bb, int i> {
  int x = b;
  int y = bb;
  bits<2> z = i;
  bits<1> w = b;
  bit v = i;
  bit u = bb{0};
  bits<3> q = !if(b, {0,1,0}, {1,1,0});
  bits<2> r = !if(b, 1, 2);
  bits<2> s = !add(i, 1);
  int t = !if(b, bb, bb);
}
def D : A<1, 2, 1>;
class B<bits<4> o> { bits<4> O = o; bits<4> P = !cast<bits<4>>(o); }
def E : B<5>;
class C<list<int> l, int i, string s> {
  bit a = !empty(l); bit b = !isa<C>(i); bit c = !exists<C>(s);
  int d = !if(!empty(l), 1, 2);
  bit e = !and(!empty(l), !eq(i, 1));
}
def Y : C<[], 1, "Y">;
