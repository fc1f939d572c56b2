package pdll.intellij.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The project settings as the server reads them. */
class SettingsJsonTest {
    static final Path PROJECT = Path.of("/work/proj");

    @Test
    void defaultsSendEveryKey() {
        assertEquals(JsonParser.parseString("{\"extraDirs\":[],\"compilationDatabases\":[],\"mlirIncludeRoot\":\"auto\",\"extraWarnings\":true}"),
                SettingsJson.of(new ProjectSettingsState(), PROJECT));
    }

    @Test
    void pathsBecomeAbsoluteAgainstTheProject() {
        ProjectSettingsState s = new ProjectSettingsState();
        s.includeDirs = List.of("include", "/abs/inc", "  ", "../shared/./td");
        s.compilationDatabases = List.of("build/pdll_compile_commands.yml");
        s.mlirIncludeRoot = "third_party/mlir/include";
        s.extraWarnings = false;
        assertEquals(JsonParser.parseString("{\"extraDirs\":[\"/work/proj/include\",\"/abs/inc\",\"/work/shared/td\"],"
                        + "\"compilationDatabases\":[\"/work/proj/build/pdll_compile_commands.yml\"],"
                        + "\"mlirIncludeRoot\":\"/work/proj/third_party/mlir/include\",\"extraWarnings\":false}"),
                SettingsJson.of(s, PROJECT));
    }

    @Test
    void blankMlirRootMeansNone() {
        ProjectSettingsState s = new ProjectSettingsState();
        s.mlirIncludeRoot = "  ";
        assertEquals("", SettingsJson.of(s, PROJECT).get("mlirIncludeRoot").getAsString());
    }

    @Test
    void homeIsExpanded() {
        assertEquals(Path.of(System.getProperty("user.home"), "inc").toString(), SettingsJson.absolute("~/inc", PROJECT));
    }

    @Test
    void textAreasHoldOnePathALine() {
        assertEquals(List.of("a", "b c"), SettingsText.lines(" a \r\n\n b c \n"));
        assertEquals("a\nb", SettingsText.text(List.of("a", "b")));
    }

    @Test
    void statesCompareByValue() {
        ProjectSettingsState a = new ProjectSettingsState();
        ProjectSettingsState b = a.copy();
        assertEquals(a, b);
        b.includeDirs.add("x");
        assertEquals(List.of(), a.includeDirs, "copies do not share lists");
        ApplicationSettingsState x = new ApplicationSettingsState();
        ApplicationSettingsState y = x.copy();
        y.jvmOptions = " ";
        assertEquals(x, y, "blank options are no options");
    }
}
