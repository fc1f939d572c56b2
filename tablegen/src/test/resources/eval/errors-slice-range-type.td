// Both ends of a range must be ints.
defvar list_str = ["foo", "bar"];
defvar errs = list_str[0...list_str];
