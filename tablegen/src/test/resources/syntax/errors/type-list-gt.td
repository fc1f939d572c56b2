// EXPECT: type-list-gt.td:2:20: error: expected '>' at end of list<ty> type
class C { list<int x; }
