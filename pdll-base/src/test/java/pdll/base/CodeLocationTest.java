package pdll.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Where a class came from. The case it exists for, a class from an AOT cache trained in another
 * folder, needs a release bundle: release's TarballIT (the ODS cache written from the bundle).
 */
class CodeLocationTest {
    @Test
    void aClassOfThisModuleComesFromItsClassesDirectory() {
        Path where = CodeLocation.of(CodeLocation.class).orElseThrow();
        assertTrue(Files.isDirectory(where) || Files.isRegularFile(where), where.toString());
        assertTrue(Files.exists(where.resolve("pdll/base/CodeLocation.class")) || where.toString().endsWith(".jar"), where.toString());
    }

    @Test
    void aLambdaIsFoundThroughItsHostClass() {
        Supplier<String> lambda = () -> "x";
        assertTrue(lambda.getClass().isHidden());
        assertEquals(CodeLocation.of(CodeLocationTest.class), CodeLocation.of(lambda.getClass()));
        assertTrue(CodeLocation.of(CodeLocationTest.class).isPresent());
    }

    @Test
    void aJdkClassHasNoFileLocation() {
        assertEquals(Optional.empty(), CodeLocation.of(String.class));
    }
}
