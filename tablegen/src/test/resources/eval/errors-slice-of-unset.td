// ? cannot be sliced.
defvar und = ?;
defvar errs = und[0];
