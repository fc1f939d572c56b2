def A { int x = Nope<1>.v; int y = ; }
