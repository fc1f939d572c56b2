// !foldl building a long string with # and a long list with !listconcat: each step used to copy
// everything so far (quadratic); the values are joined once. The lengths show nothing was lost.
defvar n = !range(0, 30000);
def long_string {
  string s = !foldl("", n, acc, i, acc # "x");
  int length = !size(!foldl("", n, acc, i, acc # "ab" # i));
  string head = !substr(!foldl("", !range(0, 400), acc, i, acc # i # ","), 0, 40);
}
def long_list {
  int length = !size(!foldl([]<int>, n, acc, i, !listconcat(acc, [i, i])));
  list<int> tail = !foldl([]<int>, !range(0, 100), acc, i, !listconcat(acc, [i]));
  int sum = !foldl(0, !foldl([]<int>, !range(0, 3000), acc, i, !listconcat(acc, [i])), a, b, !add(a, b));
}
