// EXPECT: deftype-identifier.td:2:9: error: expected identifier
deftype int = int;
