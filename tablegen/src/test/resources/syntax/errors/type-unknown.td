// EXPECT: type-unknown.td:2:9: error: Unknown token when expecting a type
class C<>;
