// EXPECT: pp-eof-in-ifdef.td:5:1: error: reached EOF without matching #endif
// EXPECT-NOTE: pp-eof-in-ifdef.td:3:8: error: the latest preprocessor control is here
#ifdef X
def A;
