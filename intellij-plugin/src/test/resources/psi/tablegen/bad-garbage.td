@@ hello ; } ] 42 def X : Y<1> let
class Z<int a { int q = a }
