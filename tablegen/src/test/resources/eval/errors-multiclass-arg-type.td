// A multiclass argument of the wrong type is an error, as for classes.
class C<int v> { int x = v; }
multiclass M<int a> { def X : C<a>; }
defm D : M<"s">;
