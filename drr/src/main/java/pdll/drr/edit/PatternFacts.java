package pdll.drr.edit;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import pdll.drr.convert.DrrConverter;
import pdll.drr.convert.RecordResult;
import pdll.drr.read.DrrFile;
import pdll.drr.read.DrrPattern;

/**
 * What an editor shows of one DRR record: its benefit (DRR computes it, its author never writes
 * it), the symbols it binds with their C++ types, and its PDLL form as {@code drr2pdll --record}
 * writes it (or why it has none).
 *
 * @param matchedOps the ops of the source pattern (DRR's initial benefit)
 * @param added the record's {@code addBenefit}
 * @param pdll the native declarations and patterns the record becomes, without the file's header
 *     and includes; {@code null} when it does not convert
 * @param notConverted the construct and the reason when it does not convert, else {@code null}
 */
public record PatternFacts(DrrPattern pattern, int matchedOps, long added, List<BoundSymbol> symbols, String pdll,
                           String notConverted) {
    public long benefit() {
        return matchedOps + added;
    }

    /** The facts of the record {@code name} of {@code drr}; empty when the file defines no such record. */
    public static Optional<PatternFacts> of(DrrFile drr, String name) {
        for (DrrPattern p : drr.patterns()) {
            if (p.name().equals(name)) return Optional.of(of(drr, p));
        }
        return Optional.empty();
    }

    static PatternFacts of(DrrFile drr, DrrPattern p) {
        PatternSymbols.Found found = PatternSymbols.of(p, drr.records());
        DrrConverter.Conversion c = DrrToPdll.record(drr, p.name());
        RecordResult r = c.records().isEmpty() ? null : c.records().get(0);
        if (r == null || !r.converted()) {
            String why = r == null ? "the record was not found" : r.construct() + ": " + r.reason();
            return new PatternFacts(p, found.matchedOps(), p.benefitAdded(), found.symbols(), null, why);
        }
        return new PatternFacts(p, found.matchedOps(), p.benefitAdded(), found.symbols(), DrrToPdll.body(c), null);
    }

    /** The directory the {@code .pdll} of a DRR file goes to: beside it. */
    static Path besides(DrrFile drr) {
        Path parent = drr.path().toAbsolutePath().normalize().getParent();
        return parent == null ? Path.of("").toAbsolutePath() : parent;
    }

    static DrrConverter.Options only(DrrFile drr, String name) {
        return new DrrConverter.Options(Set.of(name), besides(drr), List.of(), true);
    }
}
