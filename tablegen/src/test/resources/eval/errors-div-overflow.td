// INT64_MIN / -1 overflows: an error at the record.
def v19 {
  int x = !div(-9223372036854775808, -1);
}
