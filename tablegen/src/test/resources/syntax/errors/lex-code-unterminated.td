// EXPECT: lex-code-unterminated.td:2:18: error: unterminated code block
def A { code c = [{ abc
