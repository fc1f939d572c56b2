package pdll.intellij.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The per-project PDLL settings, as IntelliJ stores them (.idea/pdll.xml): a bean with public
 * fields and a no-argument constructor, which is what the platform's XML serializer writes (a
 * record would not be). They travel to the server as its settings (see {@link SettingsJson}).
 */
public final class ProjectSettingsState {
    public static final String AUTO = "auto";

    /** Folders searched by {@code #include}, as typed: absolute, or relative to the project folder. */
    public List<String> includeDirs = new ArrayList<>();
    /** {@code pdll_compile_commands.yml} files (MLIR's build writes them), absolute or project-relative. */
    public List<String> compilationDatabases = new ArrayList<>();
    /** MLIR's include folder (holding {@code mlir/IR/OpBase.td}): {@value #AUTO} finds an installed MLIR, blank means none. */
    public String mlirIncludeRoot = AUTO;
    /** Our warnings beyond the reference compiler's. */
    public boolean extraWarnings = true;

    public ProjectSettingsState copy() {
        ProjectSettingsState c = new ProjectSettingsState();
        c.includeDirs = new ArrayList<>(includeDirs);
        c.compilationDatabases = new ArrayList<>(compilationDatabases);
        c.mlirIncludeRoot = mlirIncludeRoot;
        c.extraWarnings = extraWarnings;
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ProjectSettingsState s && Objects.equals(includeDirs, s.includeDirs)
                && Objects.equals(compilationDatabases, s.compilationDatabases)
                && Objects.equals(mlirIncludeRoot, s.mlirIncludeRoot) && extraWarnings == s.extraWarnings;
    }

    @Override
    public int hashCode() {
        return Objects.hash(includeDirs, compilationDatabases, mlirIncludeRoot, extraWarnings);
    }
}
