// EXPECT: type-bits-gt.td:2:18: error: expected '>' at end of bits<n> type
class C { bits<4 y; }
