// code is not a type argument of bang operators.
def D {
  bit x = !isa<code>("a");
}
