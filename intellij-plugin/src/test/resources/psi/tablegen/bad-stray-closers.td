def A : B<1>>;
}
def C : D<(ins], 2>;
