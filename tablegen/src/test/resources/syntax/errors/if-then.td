// EXPECT: if-then.td:2:6: error: Unknown tok
if 1 def X;
