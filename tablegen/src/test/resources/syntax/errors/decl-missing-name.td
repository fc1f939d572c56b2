// EXPECT: decl-missing-name.td:2:14: error: Expected identifier in declaration
class C { int; }
