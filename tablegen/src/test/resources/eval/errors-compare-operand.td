// A comparison checks its first operand type, then the second against the first, at the operand.
class A;
def a : A;
def D {
  bit x = !eq(a, 1);
}
