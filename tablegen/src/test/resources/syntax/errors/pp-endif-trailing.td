// EXPECT: pp-endif-trailing.td:3:8: error: only comments are supported after #endif
#ifndef X
#endif def A;
