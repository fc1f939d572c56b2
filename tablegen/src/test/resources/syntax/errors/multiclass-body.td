// EXPECT: multiclass-body.td:2:16: error: expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body
multiclass M { int a; }
