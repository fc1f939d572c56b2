// includes its sibling by a bare name: TableGen searches only the working directory and -I dirs
include "inner.td"
