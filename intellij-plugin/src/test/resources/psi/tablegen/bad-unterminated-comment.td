def A;
/* a comment /* nested */ that never ends
def B;
