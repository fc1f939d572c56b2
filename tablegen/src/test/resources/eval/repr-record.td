// !repr of a record shows it as --print-records does; !instances stores its default pattern.
class PrintString<string s> { string S = s; }
def case_04 : PrintString<!repr(!foreach(i, [1, 2, 3], !mul(i, 2)))>;
def case_05 : PrintString<!repr(case_04)>;
class A;
def a0 : A;
class C { list<A> L = !instances<A>(); }
def c : C;
