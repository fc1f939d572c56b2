// An int too wide for its bits is a cast that never folds, reported at the end.
class C<bits<2> x> { bits<2> y = x; }
def D : C<5>;
