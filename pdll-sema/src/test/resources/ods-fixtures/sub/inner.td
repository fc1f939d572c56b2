def Z;
