def x { int a = !cond(0: 1, false: 2); }
