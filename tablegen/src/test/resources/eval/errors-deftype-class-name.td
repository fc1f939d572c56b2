// A deftype cannot take the name of a class.
class X;
deftype X = int;
