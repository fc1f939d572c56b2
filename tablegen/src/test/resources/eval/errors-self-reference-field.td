// A def naming itself has no fields yet.
def D {
  int a = 1;
  int b = D.a;
}
