# lit configuration of the sample tests: each samples/NAME.mlir applies the patterns of
# samples/NAME.pdll with bin/pdll-run and checks the rewritten IR with FileCheck, showing what
# the patterns rewrite and what they leave alone. Run with LLVM's lit (Debian: llvm-22-tools
# ships it as /usr/lib/llvm-22/bin/lit, with FileCheck):
#
#   /usr/lib/llvm-22/bin/lit -v samples
#
# bin/pdll-run and FileCheck are found through PATH: the repository's bin/ first, then
# /usr/lib/llvm-22/bin (FileCheck there), then the caller's PATH.
import os
import tempfile

import lit.formats

config.name = "pdll-samples"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
# lit writes its own files (the tests' timings, .lit_test_times.txt) into the exec root: a
# temporary directory, so that running the tests never changes the checkout.
config.test_exec_root = os.path.join(tempfile.gettempdir(), "pdll-samples-lit")
config.excludes = ["lib"]

repo = os.path.dirname(config.test_source_root)
path = [os.path.join(repo, "bin")]
if os.path.exists("/usr/lib/llvm-22/bin/FileCheck"):
    path.append("/usr/lib/llvm-22/bin")
path.append(os.environ.get("PATH", ""))
config.environment["PATH"] = os.pathsep.join(path)

# lit starts tests with a clean environment: keep what the launcher (Java, Maven, the caches)
# and pdll-run (compiler, MLIR include root) read.
for name in ["HOME", "USER", "JAVA_HOME", "PDLL_JAVA", "PDLL_JAVA_OPTS", "PDLL_CACHE_DIR", "PDLL_CACHE",
             "XDG_CACHE_HOME", "MLIR_INCLUDE_DIR", "CXX", "MAVEN_OPTS", "TMPDIR"]:
    if name in os.environ:
        config.environment[name] = os.environ[name]

# lit prints nothing until a test ends, and the first run of a checkout (or of a new MLIR) spends
# about a minute before the first one does: bin/pdll-run builds its jar with Maven, then compiles
# the pass plugins the samples need (the shared one and one per file with native code, ~10 s
# each). Say so up front when that is what is about to happen.
def _cache_dir():
    if os.environ.get("PDLL_CACHE_DIR", "").strip():
        return os.environ["PDLL_CACHE_DIR"]
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(xdg):
        return os.path.join(xdg, "pdll")
    return os.path.join(os.path.expanduser("~"), ".cache", "pdll")


_first = []
if not os.path.exists(os.path.join(repo, "pdll-run", "target", "pdll-run.jar")):
    _first.append("builds bin/pdll-run's jar with Maven (~15 s)")
_plugins = os.path.join(_cache_dir(), "plugins")
if not os.path.isdir(_plugins) or not any(os.scandir(_plugins)):
    _first.append("compiles the samples' pass plugins into %s (~10 s each, about a minute in all)" % _plugins)
if _first:
    lit_config.note("first run: " + " and ".join(_first) + " before the first test ends; later runs take seconds")
