/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/core-api/src/com/intellij/openapi/components/Storage.java (Apache 2.0). Absent from
 * kotlin-compiler's IntelliJ core; the element the plugin sets (the others have defaults).
 */
package com.intellij.openapi.components;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.annotation.ElementType;

@Retention(RetentionPolicy.RUNTIME)
@Target({})
public @interface Storage {
    String value() default "";
}
