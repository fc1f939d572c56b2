def X : Nope;
