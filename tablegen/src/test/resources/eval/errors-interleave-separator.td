// !interleave wants a string separator.
def D {
  string x = !interleave(["a"], 1);
}
