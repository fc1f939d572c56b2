// The pattern of !instances must be a string.
class A;
defvar error1 = !instances<A>(123);
