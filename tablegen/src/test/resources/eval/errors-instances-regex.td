// A constant pattern of !instances is checked at once, without a location.
class A;
defvar error3 = !instances<A>("([)]");
