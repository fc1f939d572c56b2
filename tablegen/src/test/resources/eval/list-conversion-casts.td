// A list with a symbolic element of another type than the list's becomes a cast of the whole list,
// which folds element by element once concrete; concrete elements convert one by one.
class A<int i, bit b, bits<2> bb> {
  list<int> g = [!eq(i, 1)];
  list<int> h = [1, b];
  list<bit> k = [i];
  list<bits<2>> m = [i];
  list<int> n = [bb];
  list<bits<2>> c = [1];
  list<int> o = [i, 1];
}
def X : A<1, 1, 2>;
