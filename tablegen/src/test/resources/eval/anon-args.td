// Anonymous instantiations are uniqued on the arguments as written; bare $x dag args.
class P<string a, int b = 2, string c = "z"> { string x = a # b # c; }
class Q<string s> { P p1 = P<s>; P p2 = P<s, c = "k">; P p3 = P<s, 2>; }
def q : Q<"u">;
def r0;
def r { P a = P<"u">; P b = P<"u", 2>; P c = P<"u", 2, "z">; dag d = (r0 $x, ?:$y); }
