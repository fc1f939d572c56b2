// EXPECT: defm-anonymous-colon.td:2:5: error: expected ':' after defm identifier
defm;
