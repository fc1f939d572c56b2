// foreach over a single int iterates once with that value.
class R<int v> { int val = v; }
foreach i = 3 in def A#i : R<i>;
