// EXPECT: pp-else-trailing-inactive.td:3:7: error: only comments are supported after #else
#ifdef X
#else junk
#endif
