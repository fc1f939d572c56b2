# Shared logic of the bin/ launchers (pdll-tblgen now; pdllc and pdll-lsp later).
# Sourced, not executed. A launcher resolves its own symlinks, sources this file and calls
#
#   pdll_launch MODULE JAR_NAME "$@"        (see bin/pdll-tblgen for the few lines of bootstrap)
#
# which (re)builds ROOT/MODULE/target/JAR_NAME with Maven when it is missing or older than any
# ROOT/pom.xml, ROOT/*/pom.xml or ROOT/*/src/main file, then execs it on a fast-starting JVM.
#
# Environment:
#   PDLL_JAVA_OPTS  extra JVM options, placed after the launcher's own so that they win
#   PDLL_JAVA       the java binary (default: java on PATH, else $JAVA_HOME/bin/java)
#   PDLL_CDS=0      do not create or use the class-data-sharing archive (JAR.jsa)

# Prints the physical path of $1 with every symlink resolved (portable, no readlink -f needed).
pdll_resolve() {
    local path=$1 dir link
    while [ -L "$path" ]; do
        dir=$(cd -P "$(dirname "$path")" && pwd)
        link=$(readlink "$path")
        case $link in
            /*) path=$link ;;
            *) path=$dir/$link ;;
        esac
    done
    dir=$(cd -P "$(dirname "$path")" && pwd)
    printf '%s/%s\n' "$dir" "$(basename "$path")"
}

# The repository root: the parent of the directory holding this library's bin/.
pdll_repo_root() {
    local lib
    lib=$(pdll_resolve "${BASH_SOURCE[0]}")
    (cd -P "$(dirname "$lib")/../.." && pwd)
}

pdll_die() {
    printf '%s: %s\n' "${PDLL_TOOL:-pdll}" "$*" >&2
    exit 1
}

pdll_java() {
    if [ -n "${PDLL_JAVA:-}" ]; then
        printf '%s\n' "$PDLL_JAVA"
    elif command -v java >/dev/null 2>&1; then
        command -v java
    elif [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then
        printf '%s\n' "$JAVA_HOME/bin/java"
    else
        pdll_die "java not found: install a Java 17+ runtime (Debian: apt-get install openjdk-17-jdk-headless) or set JAVA_HOME"
    fi
}

# True (0) when $2 (a jar) is missing or older than any build input of the repository at $1.
pdll_jar_stale() {
    local root=$1 jar=$2 newer
    [ -f "$jar" ] || return 0
    newer=$(find "$root/pom.xml" "$root"/*/pom.xml "$root"/*/src/main -newer "$jar" -print -quit 2>/dev/null)
    [ -n "$newer" ]
}

# Builds MODULE's shaded jar quietly: Maven's output is kept in target/.pdll-build.log and shown
# (on stderr) only when the build fails. Serialised with flock when available, so parallel first runs build once.
pdll_build() {
    local root=$1 module=$2 jar=$3
    command -v mvn >/dev/null 2>&1 ||
        pdll_die "$jar is missing or out of date and mvn is not on PATH: install Maven (apt-get install maven) and retry, or build with 'mvn -DskipTests package' in $root"
    mkdir -p "$root/$module/target"
    (
        if command -v flock >/dev/null 2>&1; then
            exec 9>"$root/$module/target/.pdll-build.lock"
            flock 9
            # Someone else may have built it while we waited.
            pdll_jar_stale "$root" "$jar" || exit 0
        fi
        printf '%s: building %s (mvn package, once per source change) ...\n' "${PDLL_TOOL:-pdll}" "$module" >&2
        log=$root/$module/target/.pdll-build.log
        if (cd "$root" && mvn -q -B -Dstyle.color=never -Dmaven.test.skip=true -pl "$module" -am package) \
            >"$log" 2>&1 && [ -f "$jar" ]; then
            touch "$jar"
        else
            cat "$log" >&2
            exit 1
        fi
    ) || pdll_die "build failed (mvn -q -Dmaven.test.skip=true -pl $module -am package in $root; log above)"
}

# pdll_ensure_jar MODULE JAR_NAME: builds the jar when stale, prints its path.
pdll_ensure_jar() {
    local module=$1 jarname=$2 root jar
    root=$(pdll_repo_root)
    jar=$root/$module/target/$jarname
    if pdll_jar_stale "$root" "$jar"; then
        pdll_build "$root" "$module" "$jar"
    fi
    printf '%s\n' "$jar"
}

# pdll_launch MODULE JAR_NAME ARGS... : runs the jar's main class on a fast-starting JVM; never returns.
pdll_launch() {
    local module=$1 jarname=$2
    shift 2
    local jar java
    jar=$(pdll_ensure_jar "$module" "$jarname") || exit 1
    java=$(pdll_java)

    # Cold start is most of a single-file run: serial GC and the C1-only JIT start fastest
    # (measured, see docs/measured-figures.md). Java 17 has no -XX:+AutoCreateSharedArchive, so
    # the first run after each build dumps an application class-data archive (JAR.jsa) and later
    # runs map it.
    local -a opts=(-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xss4m)
    # A large input allocates a few hundred MB, and each young collection of the serial collector
    # copies everything still alive (the whole syntax tree and AST): a third of a 5,000-pattern
    # -x=cpp run went to three such pauses. With a 600 MB young generation such a run never
    # collects, and memory is touched only as it is used, so a small file's footprint and start
    # are unchanged. Only where the default maximum heap (a quarter of the memory, >= 2 GB here)
    # holds it with room to spare.
    local mem_kb
    mem_kb=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo 2>/dev/null || true)
    if [ -n "$mem_kb" ] && [ "$mem_kb" -ge 8000000 ]; then
        opts+=(-XX:NewSize=600m)
    fi
    if [ "${PDLL_CDS:-1}" != 0 ]; then
        local jsa=$jar.jsa
        if [ -f "$jsa" ] && [ "$jsa" -nt "$jar" ]; then
            opts+=(-XX:SharedArchiveFile="$jsa" -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off)
        elif [ -w "$(dirname "$jar")" ]; then
            # Dump to a private name at exit, then publish with a rename so that a concurrent run
            # never maps a half-written archive.
            local tmp=$jsa.$$.tmp status=0
            # shellcheck disable=SC2086 # PDLL_JAVA_OPTS is a word list on purpose
            "$java" "${opts[@]}" ${PDLL_JAVA_OPTS:-} -XX:ArchiveClassesAtExit="$tmp" \
                -Xlog:cds=off -Xlog:cds+dynamic=off -jar "$jar" "$@" || status=$?
            # Keep only an archive of a run that evaluated something: --help or a usage error
            # loads a tenth of the classes, and its archive would pin that for every later run.
            if [ -f "$tmp" ] && [ "$(wc -c <"$tmp")" -ge 1000000 ]; then
                mv -f "$tmp" "$jsa"
            else
                rm -f "$tmp"
            fi
            exit "$status"
        fi
    fi
    # shellcheck disable=SC2086
    exec "$java" "${opts[@]}" ${PDLL_JAVA_OPTS:-} -jar "$jar" "$@"
}

# pdll_run_class MODULE JAR_NAME MAIN_CLASS ARGS... : runs another main class of the jar on the
# default (fully optimising) JVM, for long-running work such as benchmarks; never returns.
pdll_run_class() {
    local module=$1 jarname=$2 main=$3
    shift 3
    local jar java
    jar=$(pdll_ensure_jar "$module" "$jarname") || exit 1
    java=$(pdll_java)
    # shellcheck disable=SC2086
    exec "$java" -Xss4m ${PDLL_JAVA_OPTS:-} -cp "$jar" "$main" "$@"
}
