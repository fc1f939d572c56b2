package pdll.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** The end-of-run lines, from a run of the small suites below (not run on their own: nested, not named *Test). */
class SkipReportTest {
    static class Skipping {
        @Test
        void runs() {}

        @Test
        void needsSomething() {
            Assumptions.assumeTrue(false, "the thing not found at /x; to run: THING=/path mvn verify");
        }

        @Disabled("off for now")
        @Test
        void disabled() {}
    }

    static class RunsNothing {
        @TestFactory
        List<DynamicTest> none() {
            return List.of();
        }
    }

    static class RunsOnLess {
        @Test
        void withOwnCases() {
            SkipReport.note("the big corpus not found at /y");
        }
    }

    static class AllFine {
        @Test
        void one() {}

        @Test
        void two() {}
    }

    @Test
    void oneLinePerSuiteThatSkippedRanOnLessOrRanNothing() {
        SkipReport report = new SkipReport(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        var launcher = LauncherFactory.create(LauncherConfig.builder().enableTestExecutionListenerAutoRegistration(false).build());
        launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(Skipping.class), selectClass(RunsNothing.class),
                selectClass(RunsOnLess.class), selectClass(AllFine.class)).build(), report);
        assertEquals("""
                [tests] m: 4 tests ran (0 failed) in 4 suites; 2 skipped in 1 suite, 1 ran on in-repository cases only
                [tests] m SkipReportTest$Skipping: 2 skipped, 1 ran: off for now | the thing not found at /x; to run: THING=/path mvn verify
                [tests] m SkipReportTest$RunsOnLess: 1 ran on in-repository cases only: the big corpus not found at /y
                [tests] m SkipReportTest$RunsNothing: ran 0 tests and skipped none
                """, report.summary("m"));
    }
}
