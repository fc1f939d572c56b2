// EXPECT: pp-define-digit-name.td:2:9: error: expected macro name after #define
#define 1X
