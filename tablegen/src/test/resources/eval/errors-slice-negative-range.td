// An integer right after the start is a negative end.
defvar list_str = ["foo", "bar"];
defvar errs = list_str[5 1];
