// At its parent list a def has only the classes before it.
class Cl<Cl rec> { Cl Arec = rec; }
def Rec0 : Cl<Rec0>;
