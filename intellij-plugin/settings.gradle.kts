// The outside-world build of the IntelliJ plugin (see build.gradle.kts: NOT exercised on the
// machine this repository is developed on; Maven builds and tests the plugin there).
rootProject.name = "pdll-intellij"
