// EXPECT: pp-endif-without-if.td:3:2: error: #endif without #ifdef
def A;
#endif
