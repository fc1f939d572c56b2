// List slice suffixes: one int is an element, [i,] or a list<int> a slice; pieces of ints, ranges
// (also with a symbolic end) and lists are joined; an index out of range stays unresolved until
// the end, so a !cond branch not taken may hold one.
defvar Var1 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
class C<int i, list<int> l> {
  list<int> x = [1, 2, 3][i...2];
  list<int> y = [1, 2, 3][i, 1];
  list<int> z = [1, 2, 3][0, l, 1...2];
  list<int> w = [1, 2, 3][i,];
  list<int> v = [1, 2, 3][l];
  int u = !cond(!eq(i, 0): l[0], 1: l[5]);
}
def D : C<0, [2, 1]>;
def E {
  list<int> rev = [4, 3, 2, 1, 0];
  list<int> revf = Var1[!foreach(i, rev, !sub(4, i))];
  list<int> empty = [];
  list<int> rrr = Var1[1, 2, rev, 3...6, 7, empty, 8];
  list<list<int>> rlr = !foreach(i, rev, rev[i...!sub(4, i)]);
  list<int> zero = Var1[0 0];
  list<int> down = Var1[5 -2];
}
