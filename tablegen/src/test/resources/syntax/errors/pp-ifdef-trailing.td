// EXPECT: pp-ifdef-trailing.td:2:10: error: only comments are supported after #ifdef NAME
#ifdef X junk
#endif
