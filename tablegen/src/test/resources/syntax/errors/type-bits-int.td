// EXPECT: type-bits-int.td:2:16: error: expected integer in bits<n> type
class C { bits<x> y; }
