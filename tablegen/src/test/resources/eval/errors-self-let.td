def A { int v = 1; let v = v; }
