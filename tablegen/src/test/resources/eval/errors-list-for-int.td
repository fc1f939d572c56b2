// A list where an int is expected is reported just past the [.
class C<int a> { int v = a; }
def D : C<[1]>;
