// EXPECT: def-parent-name.td:2:9: error: expected name for ClassID
def X : ;
