def X;
