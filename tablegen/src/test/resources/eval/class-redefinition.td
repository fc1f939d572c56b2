// A class without fields, arguments or parents (a forward declaration) may be defined again.
class bar { list<bar> x; }
class foo;
class foo;
class baz { list<foo> y; }
class foo { int z = 1; }
def D : foo;
class e;
class e<int a> { int v = a; }
def E : e<3>;
def M { int m = !div(-9223372036854775808, 1); }
