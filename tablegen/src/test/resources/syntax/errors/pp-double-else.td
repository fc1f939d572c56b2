// EXPECT: pp-double-else.td:5:2: error: double #else
// EXPECT-NOTE: pp-double-else.td:4:2: error: previous #else is here
#ifndef X
#else
#else
#endif
