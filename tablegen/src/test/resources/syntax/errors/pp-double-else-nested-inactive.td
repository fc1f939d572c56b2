// EXPECT: pp-double-else-nested-inactive.td:6:2: error: double #else
// EXPECT-NOTE: pp-double-else-nested-inactive.td:5:2: error: previous #else is here
#ifdef X
#ifdef Y
#else
#else
#endif
#endif
