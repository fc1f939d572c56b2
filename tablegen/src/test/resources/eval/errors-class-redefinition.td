// A class with fields cannot be defined again.
class foo { int x; }
class foo {}
