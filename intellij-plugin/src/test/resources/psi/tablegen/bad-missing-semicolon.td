def A : B<1>
def C : D
class E { int x = 1 }
defvar v = 3
include
let x = 1
