// EXPECT: lex-varname.td:2:31: error: invalid variable name
def ins; def A { dag d = (ins $1); }
