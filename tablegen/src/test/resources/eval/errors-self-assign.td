def A { int v = v; }
