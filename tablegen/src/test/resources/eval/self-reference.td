// A def may name itself in its parents and body: a cast of its name to the classes it has so far.
def ops;
class A<dag d> { dag a = d; }
def A0 : A<(ops A0)>;
class Fa;
class Fb<Fa x> { Fa as_a = x; }
class Fc<Fb x> { Fb as_b = x; }
def F0 : Fa, Fb<F0>, Fc<F0>;
def X { string l = !cast<string>(X); }
