class P<string a> { string x = a; }
def x : P;
