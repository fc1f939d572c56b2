// Reading a field of the def being resolved through its own name is forbidden.
class A<string self> {
  int x = !cast<A>(self).x;
}
def A0 : A<"A0">;
