// A slice piece must be an int, a range of ints or a list<int>.
defvar list_str = ["foo", "bar"];
defvar errs = list_str[list_str];
