// EXPECT: class-name-missing.td:3:1: error: expected class name after 'class' keyword
class
