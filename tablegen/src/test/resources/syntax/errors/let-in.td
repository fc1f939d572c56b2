// EXPECT: let-in.td:2:11: error: expected 'in' at end of top-level 'let'
let x = 1 def X;
