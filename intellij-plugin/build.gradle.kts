// NOT EXERCISED HERE. The machine this repository is developed and tested on has no Gradle and
// cannot reach JetBrains' repositories, so this file has never run: the plugin is built and
// tested there with Maven (pom.xml: compiled against kotlin-compiler's IntelliJ core plus the
// compile-only declarations in platform-api/, zip by maven-assembly-plugin, tests and ITs).
// This build is for anyone with JetBrains' repositories: it compiles src/main/java against the
// real IntelliJ IDEA Community 2024.2 and LSP4IJ from the Marketplace, builds the same zip
// (buildPlugin), runs the Plugin Verifier (verifyPlugin) and starts a sandbox IDE (runIde).
//
// Before running it, build the project's jars with Maven from the repository root:
//   mvn -pl lsp-server,intellij-plugin -am package -DskipTests
// (this takes pdll-parser, tablegen and pdll-base from their target/ folders, and
// the server from ../lsp-server/target/pdll-lsp.jar), then:
//   gradle buildPlugin verifyPlugin        # build/distributions/pdll-intellij-<version>.zip
//   gradle runIde                          # IntelliJ IDEA with the plugin and LSP4IJ

import org.jetbrains.intellij.platform.gradle.IntelliJPlatformType
import org.jetbrains.intellij.platform.gradle.TestFrameworkType

plugins {
    java
    id("org.jetbrains.intellij.platform") version "2.9.0"
}

group = "dev.pdll"
version = providers.gradleProperty("pluginVersion").get()

val pdllVersion = providers.gradleProperty("pdllVersion").get()

repositories {
    mavenCentral()
    intellijPlatform {
        defaultRepositories()
    }
}

// Only src/main/java and src/main/resources: platform-api/ (the compile-only declarations) is a
// separate folder that this build never sees; the real platform and LSP4IJ take its place.
sourceSets {
    main {
        java.setSrcDirs(listOf("src/main/java"))
        resources.setSrcDirs(listOf("src/main/resources"))
    }
}

java {
    toolchain {
        languageVersion = JavaLanguageVersion.of(21) // the JetBrains Runtime of 2024.2
    }
}

tasks.withType<JavaCompile> {
    options.release = 17 // as the Maven build
    options.encoding = "UTF-8"
}

dependencies {
    // bundled in the plugin's lib/, as the Maven zip does: the project's own lexers and parser,
    // and the module under both (text and positions)
    implementation(files(
        "../pdll-parser/target/pdll-parser-$pdllVersion.jar",
        "../tablegen/target/tablegen-$pdllVersion.jar",
        "../pdll-base/target/pdll-base-$pdllVersion.jar",
    ))
    implementation("org.antlr:antlr4-runtime:${providers.gradleProperty("antlrVersion").get()}")

    intellijPlatform {
        create(IntelliJPlatformType.IntellijIdeaCommunity, providers.gradleProperty("platformVersion"))
        // LSP4IJ brings LSP4J and Gson on the compile class path; the zip must not carry them
        plugin("com.redhat.devtools.lsp4ij:${providers.gradleProperty("lsp4ijVersion").get()}")
        pluginVerifier()
        testFramework(TestFrameworkType.Platform)
    }
}

intellijPlatform {
    pluginConfiguration {
        version = providers.gradleProperty("pluginVersion")
        ideaVersion {
            sinceBuild = providers.gradleProperty("pluginSinceBuild")
            untilBuild = provider { null }
        }
    }
    pluginVerification {
        ides {
            recommended()
        }
    }
}

tasks {
    // The server jar is shaded with its own LSP4J, so it goes beside lib/, never in it: the sandbox
    // (runIde) and the zip (buildPlugin zips the sandbox's plugin folder) get server/pdll-lsp.jar,
    // where PluginLayout looks for it.
    prepareSandbox {
        from(layout.projectDirectory.file("../lsp-server/target/pdll-lsp.jar")) {
            into(pluginName.map { "$it/server" })
        }
    }

    // The module's tests run with Maven: they use kotlin-compiler's core, Maven's target/ layout
    // and the zip the assembly builds (see pom.xml).
    test {
        enabled = false
    }
}
