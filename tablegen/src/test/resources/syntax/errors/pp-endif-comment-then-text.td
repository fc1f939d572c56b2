// EXPECT: pp-endif-comment-then-text.td:4:7: error: only comments are supported after #endif
#ifndef X
#endif /* a
 b */ def C;
