// EXPECT: pp-nested-inactive-name.td:3:8: error: expected macro name after #ifdef
#ifdef X
#ifdef 1Y
#endif
#endif
