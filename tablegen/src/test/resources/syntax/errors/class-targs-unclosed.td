// EXPECT: class-targs-unclosed.td:2:15: error: expected '>' at end of template argument list
class C<int a int b>;
