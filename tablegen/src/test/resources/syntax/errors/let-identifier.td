// EXPECT: let-identifier.td:3:1: error: expected identifier in let definition
let
