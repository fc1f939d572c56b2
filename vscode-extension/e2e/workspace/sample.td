// The e2e test's TableGen document: Double is only known after evaluation (hover and records show 8).
class Base<int n> {
  int Size = n;
  int Double = !mul(Size, 2);
}

def Four : Base<4>;
