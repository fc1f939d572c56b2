def A : Nope { int y = ; }
