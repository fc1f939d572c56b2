// Nor a class the name of a deftype.
deftype X = int;
class X;
