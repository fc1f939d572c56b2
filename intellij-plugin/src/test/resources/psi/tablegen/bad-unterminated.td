def A {
  let s = "open;
  let d = [{ never closed
}
