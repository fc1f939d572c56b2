// EXPECT: pp-define-name.td:2:8: error: expected macro name after #define
#define
