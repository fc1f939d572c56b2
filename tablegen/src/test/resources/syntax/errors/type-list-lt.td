// EXPECT: type-list-lt.td:2:16: error: expected '<' after list type
class C { list x; }
