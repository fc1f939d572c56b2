// EXPECT: pp-not-directive-after-comment-newline.td:3:7: error: Unexpected token at top level
def A; /* x
 y */ #define X
