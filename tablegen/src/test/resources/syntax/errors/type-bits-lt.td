// EXPECT: type-bits-lt.td:2:16: error: expected '<' after bits type
class C { bits x; }
