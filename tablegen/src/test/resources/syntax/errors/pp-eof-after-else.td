// EXPECT: pp-eof-after-else.td:6:1: error: reached EOF without matching #endif
// EXPECT-NOTE: pp-eof-after-else.td:4:2: error: the latest preprocessor control is here
#ifdef X
#else
def A;
