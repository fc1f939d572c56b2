// EXPECT: value-dag-operator.td:2:18: error: expected identifier or list of value types in dag init
def A { dag d = ("s" 1); }
