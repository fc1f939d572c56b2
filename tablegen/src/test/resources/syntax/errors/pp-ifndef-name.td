// EXPECT: pp-ifndef-name.td:2:8: error: expected macro name after #ifndef
#ifndef
