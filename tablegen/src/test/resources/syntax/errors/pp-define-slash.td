// EXPECT: pp-define-slash.td:2:11: error: unexpected character
#define X /
