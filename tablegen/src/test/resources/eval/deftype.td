// deftype names a type: usable wherever a type is written, also in later deftypes.
deftype Byte = bits<8>;
deftype ByteList = list<Byte>;
class Class<Byte b> {
  Byte byte = b;
}
deftype ClassList = list<Class>;
def test {
  Byte byte = 123;
  ByteList bytes = [1, 2, 3];
  ClassList defs = [Class<1>, Class<2>];
}
