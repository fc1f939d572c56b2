package pdll.release;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where release/build.sh put the artifacts (Maven passes {@code pdll.release.dir} and {@code
 * pdll.repo.root}) and the names they must have for the version in the root's VERSION file.
 */
final class ReleaseArtifacts {
    private ReleaseArtifacts() {}

    static Path repoRoot() {
        return Path.of(System.getProperty("pdll.repo.root", "..")).toAbsolutePath().normalize();
    }

    static Path dir() {
        return Path.of(System.getProperty("pdll.release.dir", "target/release")).toAbsolutePath().normalize();
    }

    static String version() throws IOException {
        return Files.readString(repoRoot().resolve("VERSION"), StandardCharsets.UTF_8).strip();
    }

    /** The top folder of both bundles. */
    static String bundleName() throws IOException {
        return "pdll-tools-" + version();
    }

    static Path tarball() throws IOException {
        return dir().resolve(bundleName() + "-linux-x86_64.tar.gz");
    }

    static Path zip() throws IOException {
        return dir().resolve(bundleName() + ".zip");
    }

    /** The GitHub owner/name the release is published under: the one constant every editor entry names. */
    static String repository() throws IOException {
        return Files.readString(repoRoot().resolve("dist/RELEASE_REPOSITORY"), StandardCharsets.UTF_8).strip();
    }

    /** The download address of an artifact of this version's GitHub release. */
    static String downloadUrl(String file) throws IOException {
        return "https://github.com/" + repository() + "/releases/download/v" + version() + "/" + file;
    }
}
