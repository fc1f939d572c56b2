// EXPECT: let-object.td:2:14: error: Expected assert, class, def, defm, defset, dump, foreach, if, or let
let x = 1 in int y;
