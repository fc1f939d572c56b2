// EXPECT: assert-comma.td:2:10: error: expected ',' in assert statement
assert 1 "msg";
