#ifdef FEATURE
def On : A<1>;
#else
def Off : A<0>;
#endif

class B {
#ifndef NO_FIELD
  int f = 1;
#endif
}
