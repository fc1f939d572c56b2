// Fields declared with the field keyword print with it, before the other fields, and may stay unresolved.
class C { field int a = 1; }
def D : C { field bits<2> x; }
def E { int a; field int b = a; }
class F { int a; }
def G : F { field int a = 1; }
