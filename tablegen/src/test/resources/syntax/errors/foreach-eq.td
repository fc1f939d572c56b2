// EXPECT: foreach-eq.td:2:11: error: Expected '=' in foreach declaration
foreach i [1] in def X;
