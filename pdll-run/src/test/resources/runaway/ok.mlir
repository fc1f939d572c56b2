func.func @g() {
  return
}
