// The e2e test's TableGen compilation database document: hidden_base.td is in tgdb/inc, which only
// the database run.sh writes (tgdb/tablegen_compile_commands.yml, given by
// pdll.tablegen.compilationDatabases) adds to this file's include path.
include "hidden_base.td"

def Seven : HiddenBase<7>;
