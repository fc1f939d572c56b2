# Shared logic of the bin/ launchers. Sourced, not executed. A launcher resolves its own
# symlinks, sources this file and calls
#
#   pdll_launch MODULE JAR_NAME "$@"        (one-shot tools: pdllc, pdll-tblgen)
#   pdll_serve MODULE JAR_NAME MAIN "$@"    (the language server)
#   pdll_run_class MODULE JAR_NAME MAIN "$@"  (benchmarks, fuzzer: no archive)
#
# which (re)build ROOT/MODULE/target/JAR_NAME with Maven when it is missing or older than any
# ROOT/pom.xml, ROOT/VERSION, ROOT/*/pom.xml or ROOT/*/src/main file, then exec it on the newest installed Java
# (17 or later) with a class-data archive (Java 17-24) or AOT cache (Java 25+) of the jar. Setting
# pdll_trainer (a main class) before the call has that archive built by a background training run.
#
# In a release bundle (docs/release.md: ROOT/lib/JAR_NAME exists) the jar is never built: lib/ holds
# it. When the bundle also has its own Java runtime (ROOT/runtime/bin/java) that runtime runs it
# (unless PDLL_JAVA says otherwise) with the archive trained for it at build time (lib/JAR.RUNTIME.aot
# or .jsa), and nothing is trained or written on the user's machine.
#
# Environment:
#   PDLL_JAVA_OPTS  extra JVM options, placed after the launcher's own so that they win
#   PDLL_JAVA       the java binary (default: the newest Java 17+ among $JAVA_HOME, java on PATH,
#                   /usr/lib/jvm/* and /Library/Java/JavaVirtualMachines/*)
#   PDLL_AOT=0      on Java 25+, no AOT cache (JAR.RUNTIME.aot): the class-data archive instead
#                   (also when PDLL_JAVA_OPTS sets heap or collector options)
#   PDLL_CDS=0      no class-data archive (JAR.RUNTIME.jsa)
#   PDLL_TRAIN_WAIT=1  (release/build.sh) a missing archive is trained before the run, not beside it
#   PDLL_JVM_DIRS   (tests) colon-separated directories searched instead of /usr/lib/jvm and
#                   /Library/Java/JavaVirtualMachines

# The directory part of a path, without running dirname: "." when there is none.
pdll_dir() {
    case $1 in
        */*) pdll_dir_out=${1%/*}; pdll_dir_out=${pdll_dir_out:-/} ;;
        *) pdll_dir_out=. ;;
    esac
}

# Prints the physical path of $1 with every symlink resolved (portable, no readlink -f needed).
# Parameter expansion instead of dirname/basename: every fork is a millisecond of the start.
pdll_resolve() {
    local path=$1 dir link
    while [ -L "$path" ]; do
        link=$(readlink "$path")
        case $link in
            /*) path=$link ;;
            *) pdll_dir "$path"; path=$pdll_dir_out/$link ;;
        esac
    done
    pdll_dir "$path"
    dir=$(cd -P "$pdll_dir_out" && pwd)
    printf '%s/%s\n' "${dir%/}" "${path##*/}"
}

# The repository root: the parent of the directory holding this library (bin/lib), as a
# physical path. The bin/ scripts resolve their own symlinks before sourcing this file, and
# cd -P resolves symlinked directories, so one subshell does.
pdll_repo_root() {
    pdll_dir "${BASH_SOURCE[0]}"
    (cd -P "$pdll_dir_out/../.." && pwd)
}

pdll_die() {
    printf '%s: %s\n' "${PDLL_TOOL:-pdll}" "$*" >&2
    exit 1
}

# Reads the release file of the JDK whose java binary is $1 (a physical path, HOME/bin/java):
# sets pdll_release_key (JAVA_VERSION as one comparable number, 0 when there is none) and
# pdll_release_runtime (JAVA_RUNTIME_VERSION, e.g. 25.0.1+8-LTS, cut to file-name characters).
# Builtins only: running java -version costs about 50 ms per candidate.
pdll_read_release() {
    local home=${1%/bin/java} line version= runtime=
    pdll_release_key=0 pdll_release_runtime=
    [ -r "$home/release" ] || return 0
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
            JAVA_VERSION=*) version=${line#*=} ;;
            JAVA_RUNTIME_VERSION=*) runtime=${line#*=} ;;
        esac
        # Both come before the long MODULES line.
        [ -n "$version" ] && [ -n "$runtime" ] && break
    done <"$home/release"
    version=${version//\"/}
    runtime=${runtime//\"/}
    runtime=${runtime//[!A-Za-z0-9.+_-]/_}
    [ -n "$version" ] || return 0
    pdll_release_runtime=${runtime:-$version}
    pdll_version_key "$version"
    pdll_release_key=$pdll_version_key_out
}

# Sets pdll_version_key_out to Java version $1 as one comparable number:
# 25.0.1 -> 25000001000, 1.8.0_292 -> 1008000292 (feature 1: below 17).
pdll_version_key() {
    local version=$1 part i
    pdll_version_key_out=0
    for i in 1 2 3 4; do
        part=${version%%[._]*}
        part=${part%%[!0-9]*}
        pdll_version_key_out=$((pdll_version_key_out * 1000 + 10#${part:-0}))
        case $version in
            *[._]*) version=${version#*[._]} ;;
            *) version= ;;
        esac
    done
}

# Chooses the java binary: PDLL_JAVA when set; else the newest Java 17 or later (by the release
# file's JAVA_VERSION; the first found wins a tie) among $JAVA_HOME, java on PATH and the JDKs
# under /usr/lib/jvm and (macOS) /Library/Java/JavaVirtualMachines, each counted once (by physical
# path); else java on PATH or in $JAVA_HOME as they are. Sets pdll_java_bin, pdll_java_feature (0 when unknown),
# pdll_java_key (the whole version as pdll_read_release's number, 0 when unknown) and pdll_java_runtime.
pdll_select_java() {
    local -a found=()
    local onpath= dir root candidate reals key=0 IFS
    pdll_java_bin= pdll_java_feature=0 pdll_java_key=0 pdll_java_runtime= pdll_java_shipped=
    if [ -z "${PDLL_JAVA:-}" ] && [ -n "${pdll_bundle:-}" ] && [ -x "$pdll_bundle/runtime/bin/java" ]; then
        # The bundle's own runtime: its archives were trained for it (pdll_exec_archived).
        pdll_java_bin=$pdll_bundle/runtime/bin/java pdll_java_shipped=1
        pdll_read_release "$pdll_java_bin"
        pdll_java_key=$pdll_release_key pdll_java_feature=$((pdll_release_key / 1000000000)) pdll_java_runtime=$pdll_release_runtime
        return 0
    fi
    if [ -n "${PDLL_JAVA:-}" ]; then
        pdll_java_bin=$PDLL_JAVA
        case $PDLL_JAVA in
            */*) found=("$PDLL_JAVA") ;;
            *) candidate=$(command -v "$PDLL_JAVA" 2>/dev/null) && found=("$candidate") ;;
        esac
    else
        IFS=:
        for dir in $PATH; do
            if [ -x "${dir:-.}/java" ] && [ ! -d "${dir:-.}/java" ]; then
                onpath=${dir:-.}/java
                break
            fi
        done
        [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ] && found+=("$JAVA_HOME/bin/java")
        [ -n "$onpath" ] && found+=("$onpath")
        # Each root holds JDK homes; PDLL_JVM_DIRS (colon-separated) replaces them, for tests.
        for root in ${PDLL_JVM_DIRS:-/usr/lib/jvm:/Library/Java/JavaVirtualMachines}; do
            for candidate in "$root"/*/bin/java "$root"/*/Contents/Home/bin/java; do
                [ -x "$candidate" ] && found+=("$candidate")
            done
        done
        unset IFS
    fi
    if [ ${#found[@]} -gt 0 ]; then
        # One readlink for all candidates; where readlink -f is missing (older macOS), one by one.
        reals=$(readlink -f -- "${found[@]}" 2>/dev/null) || reals=
        local newlines=${reals//[!$'\n']/}
        if [ -z "$reals" ] || [ $((${#newlines} + 1)) != ${#found[@]} ]; then
            reals=
            for candidate in "${found[@]}"; do reals+=$(pdll_resolve "$candidate")$'\n'; done
        fi
        local seen=$'\n'
        while IFS= read -r candidate; do
            case $seen in *$'\n'"$candidate"$'\n'*) continue ;; esac
            seen+=$candidate$'\n'
            pdll_read_release "$candidate"
            if [ -n "${PDLL_JAVA:-}" ] || { [ "$pdll_release_key" -ge 17000000000 ] && [ "$pdll_release_key" -gt "$key" ]; }; then
                key=$pdll_release_key
                [ -n "${PDLL_JAVA:-}" ] || pdll_java_bin=$candidate
                pdll_java_feature=$((key / 1000000000))
                pdll_java_key=$key
                pdll_java_runtime=$pdll_release_runtime
            fi
        done <<<"$reals"
    fi
    if [ -z "$pdll_java_bin" ]; then
        if [ -n "$onpath" ]; then
            pdll_java_bin=$onpath
        elif [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then
            pdll_java_bin=$JAVA_HOME/bin/java
        else
            pdll_die "java not found: install a Java 17+ runtime (Debian: apt-get install openjdk-17-jdk-headless) or set JAVA_HOME"
        fi
    fi
}

# Stops with one line naming what to install when the chosen java is older than 17, instead of the
# JVM's UnsupportedClassVersionError or "Unrecognized VM option". The version comes from the release
# file; a java without one (pdll_select_java's last resort) is asked with -version, 50 ms paid only there.
pdll_check_java() {
    local key=$pdll_java_key found=$pdll_java_runtime real line
    if [ "$key" = 0 ]; then
        real=$(readlink -f -- "$pdll_java_bin" 2>/dev/null || command -v -- "$pdll_java_bin" 2>/dev/null) || real=
        [ -n "$real" ] && pdll_read_release "$real"
        key=$pdll_release_key found=$pdll_release_runtime
    fi
    if [ "$key" = 0 ]; then
        # First line: openjdk version "11.0.22" 2024-01-16 (or java version "1.8.0_392")
        line=$("$pdll_java_bin" -version 2>&1 </dev/null) || true
        case $line in
            *version\ \"*) found=${line#*version \"}; found=${found%%\"*}; pdll_version_key "$found"; key=$pdll_version_key_out ;;
        esac
    fi
    if [ "$key" -gt 0 ] && [ "$key" -lt 17000000000 ]; then
        pdll_die "needs Java 17 or later (found $found at $pdll_java_bin); install one (Debian: apt-get install openjdk-17-jdk-headless; elsewhere: https://adoptium.net), or set PDLL_JAVA or JAVA_HOME to a Java 17+"
    fi
    return 0
}

# True (0) when $2 (a jar) is missing or older than any build input of the repository at $1.
# In a release bundle (the jar's name is in $1/lib) nothing is ever stale: there is nothing to build.
pdll_jar_stale() {
    local root=$1 jar=$2 newer
    [ -f "$root/lib/${jar##*/}" ] && return 1
    [ -f "$jar" ] || return 0
    newer=$(find "$root/pom.xml" "$root/VERSION" "$root"/*/pom.xml "$root"/*/src/main -newer "$jar" -print -quit 2>/dev/null)
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

# pdll_ensure_jar MODULE JAR_NAME: builds the jar when stale; sets pdll_jar to its path (a
# variable, not output: a command substitution would cost the start a fork).
pdll_ensure_jar() {
    local module=$1 jarname=$2 root
    root=$(pdll_repo_root)
    if [ -f "$root/lib/$jarname" ]; then
        # A release bundle: the jar ships in lib/, and there are no sources to build it from.
        pdll_jar=$root/lib/$jarname pdll_bundle=$root
        return 0
    fi
    pdll_jar=$root/$module/target/$jarname
    if pdll_jar_stale "$root" "$pdll_jar"; then
        pdll_build "$root" "$module" "$pdll_jar"
    fi
}

# Runs "$pdll_java_bin" with the options in pdll_opts, an archive of the jar $1 (below),
# ${PDLL_JAVA_OPTS} (last, so that they win) and then "${@:2}" (-jar JAR ARGS or -cp JAR MAIN
# ARGS); never returns. The archive maps the classes (and on Java 25+ their linked state and
# profiles) a run needs instead of loading them: on Java 25 and later an AOT cache
# (JAR.RUNTIME.aot, JEP 483/515), before that a class-data archive (JAR.RUNTIME.jsa). Both are
# specific to the runtime, hence its version in the name; one older than the jar is rebuilt.
#
# With pdll_trainer set (a main class of the jar that exercises it without side effects) a
# missing archive is built by pdll_train in the background and this run goes without: the user's
# run can never be the training run, because Java 25 prints its AOT messages on stdout, where
# pdllc writes its output. Without a trainer (pdll-tblgen) this run dumps the class-data archive
# when it exits, which Java 17-25 do silently.
pdll_exec_archived() {
    local jar=$1
    shift
    local -a archive=()
    # A release bundle's ODS seed (tablegen SeedCache): MLIR's .td closures evaluated at release time.
    [ -d "${jar%/*}/ods-seed" ] && pdll_opts+=(-Dpdll.ods.seed="${jar%/*}/ods-seed")
    local aot=$jar.$pdll_java_runtime.aot jsa=$jar${pdll_java_runtime:+.$pdll_java_runtime}.jsa
    # Java 25 does not start at all with an AOT cache whose archived heap objects the heap
    # settings cannot hold (-Xmn at or above -Xms: "Unable to use AOT cache"), and a cache is
    # trained for one collector: with heap or collector options in PDLL_JAVA_OPTS the class-data
    # archive, which degrades silently, is used instead.
    local heap_opts=
    case " ${PDLL_JAVA_OPTS:-} " in
        *" -Xm"* | *GC* | *Heap* | *NewSize* | *NewRatio* | *SurvivorRatio*) heap_opts=1 ;;
    esac
    if [ -n "${pdll_java_shipped:-}" ]; then
        # The bundle's runtime with the archives built for it at release time (any tool, trainer or
        # not): used when present, never trained or dumped (the bundle may be read-only).
        if [ "$pdll_java_feature" -ge 25 ] && [ "${PDLL_AOT:-1}" != 0 ] && [ -z "$heap_opts" ] && [ -f "$aot" ]; then
            archive=(-XX:AOTCache="$aot" -Xlog:aot=off -Xlog:cds=off)
        elif [ "${PDLL_CDS:-1}" != 0 ] && [ -f "$jsa" ]; then
            archive=(-XX:SharedArchiveFile="$jsa" -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off)
        fi
    elif [ "$pdll_java_feature" -ge 25 ] && [ "${PDLL_AOT:-1}" != 0 ] && [ -n "${pdll_trainer:-}" ] && [ -z "$heap_opts" ]; then
        if [ -f "$aot" ] && [ "$aot" -nt "$jar" ]; then
            # -Xlog:aot=off: a cache the JVM rejects is reported on stdout otherwise.
            archive=(-XX:AOTCache="$aot" -Xlog:aot=off -Xlog:cds=off)
        else
            pdll_train "$jar" "$aot" -XX:AOTCacheOutput
        fi
    elif [ "${PDLL_CDS:-1}" != 0 ]; then
        if [ -f "$jsa" ] && [ "$jsa" -nt "$jar" ]; then
            archive=(-XX:SharedArchiveFile="$jsa" -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off)
        elif [ -n "${pdll_trainer:-}" ]; then
            pdll_train "$jar" "$jsa" -XX:ArchiveClassesAtExit
        elif [ -w "${jar%/*}" ]; then
            # Dump to a private name at exit, then publish with a rename so that a concurrent run
            # never maps a half-written archive.
            local tmp=$jsa.$$.tmp status=0
            # shellcheck disable=SC2086 # PDLL_JAVA_OPTS is a word list on purpose
            "$pdll_java_bin" "${pdll_opts[@]}" ${PDLL_JAVA_OPTS:-} -XX:ArchiveClassesAtExit="$tmp" \
                -Xlog:cds=off -Xlog:cds+dynamic=off "$@" || status=$?
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
    exec "$pdll_java_bin" "${pdll_opts[@]}" ${archive[@]+"${archive[@]}"} ${PDLL_JAVA_OPTS:-} "$@"
}

# pdll_train JAR ARCHIVE FLAG: starts, detached and at low priority, one run of pdll_trainer over
# the repository's samples/ with FLAG=TMP (-XX:AOTCacheOutput or -XX:ArchiveClassesAtExit) and the
# same JVM options as the real runs, then publishes TMP as ARCHIVE by a rename, so that a
# concurrent run never maps a half-written file. Only one training per directory at a time
# (flock, where available; a run that finds one under way starts none). The persistent ODS cache
# points at a fresh directory, so that the trainer's two rounds see a miss and then a hit.
# Output goes to JAR's directory, .pdll-train.log. Costs this run one fork.
pdll_train() {
    local jar=$1 archive=$2 flag=$3 dir=${1%/*}
    [ -w "$dir" ] || return 0
    # A training that failed for this jar is not retried on every run (the log says why).
    if [ -f "$archive.failed" ] && [ "$archive.failed" -nt "$jar" ]; then return 0; fi
    # PDLL_TRAIN_WAIT=1 (release/build.sh: the bundle's archives) trains in the foreground instead.
    if [ "${PDLL_TRAIN_WAIT:-0}" = 1 ]; then
        pdll_train_now "$jar" "$archive" "$flag" </dev/null >"$dir/.pdll-train.log" 2>&1 || true
        return 0
    fi
    (pdll_train_now "$jar" "$archive" "$flag" </dev/null >"$dir/.pdll-train.log" 2>&1 &)
}

# pdll_train_now JAR ARCHIVE FLAG: pdll_train's training run, in a subshell of its own.
pdll_train_now() (
    jar=$1 archive=$2 flag=$3 dir=${1%/*}
    if command -v flock >/dev/null 2>&1; then
        exec 9>"$dir/.pdll-train.lock"
        flock -n 9 || exit 0
    fi
    # Another training may have published it since this run looked.
    if [ -f "$archive" ] && [ "$archive" -nt "$jar" ]; then exit 0; fi
    tmp=$archive.$(date +%s).$RANDOM.tmp
    cache=$(mktemp -d "${TMPDIR:-/tmp}/pdll-train.XXXXXX") || exit 1
    trap 'rm -rf "$cache" "$tmp" "$tmp.config"' EXIT
    # shellcheck disable=SC2086
    if nice -n 10 env PDLL_CACHE_DIR="$cache" "$pdll_java_bin" "${pdll_opts[@]}" ${PDLL_JAVA_OPTS:-} \
        "$flag=$tmp" -Xlog:cds=off -cp "$jar" "$pdll_trainer" "$(pdll_repo_root)/samples" && [ -f "$tmp" ]; then
        mv -f "$tmp" "$archive"
    else
        touch "$archive.failed"
    fi
)

# The JVM options of the one-shot tools (pdll_launch) in pdll_opts.
pdll_fast_opts() {
    # Cold start is most of a single-file run: serial GC and the C1-only JIT start fastest
    # (measured, see docs/measured-figures.md).
    # Without -UsePerfData the JVM also skips its shared statistics file under /tmp (jcmd and jps
    # then do not list the process; a run lasts a fraction of a second).
    pdll_opts=(-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Xss4m)
    # A large input allocates a few hundred MB, and each young collection of the serial collector
    # copies everything still alive (the whole syntax tree and AST): a third of a 5,000-pattern
    # -x=cpp run went to three such pauses. With a 600 MB young generation such a run never
    # collects, and memory is touched only as it is used, so a small file's footprint and start
    # are unchanged. Only where the default maximum heap (a quarter of the memory, >= 2 GB here)
    # holds it with room to spare.
    local line
    if [ -r /proc/meminfo ]; then
        while read -r line; do
            case $line in
                MemTotal:*)
                    line=${line#MemTotal:}
                    line=${line%kB}
                    line=${line// /}
                    [ "$line" -ge 8000000 ] 2>/dev/null && pdll_opts+=(-XX:NewSize=600m)
                    break
                    ;;
            esac
        done </proc/meminfo
    fi
}

# pdll_launch MODULE JAR_NAME ARGS... : runs the jar's main class on a fast-starting JVM with its
# archive (pdll_exec_archived; set pdll_trainer first to have it trained); never returns.
pdll_launch() {
    local module=$1 jarname=$2 jar
    shift 2
    pdll_ensure_jar "$module" "$jarname"
    jar=$pdll_jar
    pdll_select_java
    pdll_check_java
    pdll_fast_opts
    pdll_exec_archived "$jar" -jar "$jar" "$@"
}

# pdll_serve MODULE JAR_NAME MAIN_CLASS ARGS... : runs a long-lived main class (the language
# server) with the options in pdll_server_opts (its launcher's) and the jar's archive as
# pdll_launch; never returns.
pdll_serve() {
    local module=$1 jarname=$2 main=$3 jar
    shift 3
    pdll_ensure_jar "$module" "$jarname"
    jar=$pdll_jar
    pdll_select_java
    pdll_check_java
    pdll_opts=(-Xss4m ${pdll_server_opts[@]+"${pdll_server_opts[@]}"})
    # Returns the JIT's freed arenas to the OS (20-40 MB measured); the flag exists from 17.0.9 on,
    # and an unknown -XX flag would stop the JVM.
    [ "$pdll_java_key" -ge 17000009000 ] && pdll_opts+=(-XX:TrimNativeHeapInterval=2000)
    pdll_exec_archived "$jar" -cp "$jar" "$main" "$@"
}

# pdll_run_class MODULE JAR_NAME MAIN_CLASS ARGS... : runs another main class of the jar on the
# default (fully optimising) JVM, for long-running work such as benchmarks; never returns.
pdll_run_class() {
    local module=$1 jarname=$2 main=$3 jar
    shift 3
    pdll_ensure_jar "$module" "$jarname"
    jar=$pdll_jar
    pdll_select_java
    pdll_check_java
    # shellcheck disable=SC2086
    exec "$pdll_java_bin" -Xss4m ${PDLL_JAVA_OPTS:-} -cp "$jar" "$main" "$@"
}
