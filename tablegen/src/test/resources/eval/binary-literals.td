// A 0b literal is bits<n>, n its number of digits: kept as bits in !if branches, flattened in { }, read as int.
def X {
  int b = 0b101;
  bits<3> c = 0b101;
  list<bits<2>> d = [0b01, 0b11];
  string e = !cast<string>(0b101);
  bits<2> g = !if(1, 0b01, 2);
  int h = !add(0b11, 1);
  bits<4> i = {0b10, 0b01};
}
def Z {
  string e = !cast<string>({1,0,1});
  bits<3> b = 5;
  string f = !cast<string>(b);
}
class C<bit x> { bits<3> n = !if(x, 0b010, 0b110); }
