// EXPECT: pp-eof-in-active-ifndef.td:5:1: error: reached EOF without matching #endif
// EXPECT-NOTE: pp-eof-in-active-ifndef.td:3:9: error: the latest preprocessor control is here
#ifndef X
def A;
