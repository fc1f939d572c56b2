// EXPECT: pp-define-trailing.td:2:11: error: only comments are supported after #define NAME
#define X Y
