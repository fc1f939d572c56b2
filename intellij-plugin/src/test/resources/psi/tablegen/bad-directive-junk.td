#ifdef A junk /* fine */ more
#endif
#else
