// EXPECT: lex-comment-unterminated.td:3:1: error: unterminated comment
def A;
/* open /* nested */
