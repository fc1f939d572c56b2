// EXPECT: let-eq.td:3:1: error: expected '=' in let expression
let x
