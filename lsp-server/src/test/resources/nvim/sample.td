include "mlir/IR/OpBase.td"

class Widget<int w> {
  int width = w;
  int twice = !mul(w, 2);
}

def Small : Widget<3>;
def Broken : Widget<missing>;
