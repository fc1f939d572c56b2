// Bang operators beyond the 36 the MLIR corpus uses (the rest of the documented set).
class R;
def r1 : R;
def r2 : R;
def r10 : R;
def a;
def b;
def X {
  list<int> flat = !listflatten([[1], [2, 3], []<int>]);
  list<R> inst = !instances<R>();
  list<R> instRe = !instances<R>("r1");
  string opname = !getdagopname((a:$n b));
  dag setopname = !setdagopname((a b), "z");
  bit match1 = !match("abc", "b.*");
  bit match2 = !match("abc", "^b");
  bit le = !le(1, 2);
  int logtwo = !logtwo(8);
  string repr = !repr(5);
  bit exists1 = !exists<R>("r1");
  bit exists2 = !exists<R>("nope");
  int getdagarg = !getdagarg<int>((a 1:$x), "x");
  string getdagname = !getdagname((a 1:$x), 0);
  dag setdagarg = !setdagarg((a 1:$x), 0, 2);
  dag setdagname = !setdagname((a 1:$x), 0, "y");
  dag setdagop = !setdagop((a 1), b);
  int sra = !sra(-8, 1);
  int srl = !srl(8, 1);
  int xor = !xor(5, 3);
  int mul = !mul(2, 3, 4);
  int div = !div(7, 2);
  int sub = !sub(1, 2);
  list<int> range3 = !range(10, 0, -3);
  list<int> rangeList = !range([7, 8, 9]);
}
