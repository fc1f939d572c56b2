def A : B {
  let x = 1;

def C : D;
