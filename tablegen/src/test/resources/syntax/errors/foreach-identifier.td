// EXPECT: foreach-identifier.td:2:9: error: Expected identifier in foreach declaration
foreach = [1] in def X;
