// An int other than 0 or 1 in a bit is a cast that never folds.
def D {
  bits<1> D7 = { 3 };
}
