// !foreach over a dag maps the operator and every leaf, walking into nested dags.
def a; def b; def c; def op; def op2;
class S<string n> { string N = n; }
def X {
  dag d = (op a, (op2 a:$x, b), (op a));
  dag r = !foreach(v, d, !subst(op, op2, !subst(a, c, v)));
  dag r2 = !foreach(v, d, !subst(op, op2, v));
}
