// EXPECT: include-filename.td:2:9: error: expected filename after include
include foo
