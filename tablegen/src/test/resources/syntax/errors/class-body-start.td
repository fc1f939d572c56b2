// EXPECT: class-body-start.td:2:9: error: Expected '{' to start body or ';' for declaration only
class C X;
