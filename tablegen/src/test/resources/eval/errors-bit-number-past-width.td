// A bit past the width of a bits<n> value is reported at the brace.
class C {
  bits<4> x = {1, 0, 1, 1};
  bits<2> q = x{2, 9};
}
def D : C;
