#ifdef X
def A;
#else
#else
#endif
