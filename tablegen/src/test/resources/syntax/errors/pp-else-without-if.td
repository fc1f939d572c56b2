// EXPECT: pp-else-without-if.td:3:2: error: #else without #ifdef or #ifndef
def A;
#else
