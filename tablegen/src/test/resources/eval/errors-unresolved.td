// A named def whose field cannot be resolved is an error.
class A { int X = ?; int Y = !add(X, 0); }
def D1 : A;
