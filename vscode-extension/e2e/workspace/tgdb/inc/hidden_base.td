// Found by db.td only through the TableGen compilation database (see db.td).
class HiddenBase<int n> {
  int Secret = !add(n, 35);
}
