// Incompatible list elements are reported at the token after the list, like the reference.
def Y {
  list<int> a = [0b01, 0b110];
}
