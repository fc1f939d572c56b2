// Outside any record the reference reports a failed fold without a location.
defvar x = !listsplat(1, -1);
