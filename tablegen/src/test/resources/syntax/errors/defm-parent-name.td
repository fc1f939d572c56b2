// EXPECT: defm-parent-name.td:2:10: error: expected name for MultiClassID
defm X : ;
