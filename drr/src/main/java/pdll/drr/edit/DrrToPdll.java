package pdll.drr.edit;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import pdll.base.text.TextEdit;
import pdll.drr.convert.DrrConverter;
import pdll.drr.read.DrrFile;

/**
 * The editor's DRR → PDLL conversions, as {@code bin/drr2pdll} makes them: the {@code .pdll}
 * beside the {@code .td} ({@code <stem>.pdll}), the whole file's conversion, one record's, and the
 * edits that bring an existing {@code .pdll} up to date with one record ({@link PdllUpdate}).
 */
public final class DrrToPdll {
    private DrrToPdll() {}

    /** The {@code .pdll} a DRR file converts to: beside it, with its stem. */
    public static Path target(Path td) {
        Path abs = td.toAbsolutePath().normalize();
        String n = abs.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return abs.resolveSibling((dot > 0 ? n.substring(0, dot) : n) + ".pdll");
    }

    /** The facts an editor shows of the record {@code name} ({@link PatternFacts}). */
    public static Optional<PatternFacts> facts(DrrFile drr, String name) {
        return PatternFacts.of(drr, name);
    }

    /** The whole file converted, as {@code drr2pdll FILE.td -o <stem>.pdll} writes it. */
    public static DrrConverter.Conversion wholeFile(DrrFile drr) {
        return DrrConverter.convert(drr, DrrConverter.Options.all(PatternFacts.besides(drr)));
    }

    /** One record converted, as {@code drr2pdll FILE.td --record NAME} writes it. */
    public static DrrConverter.Conversion record(DrrFile drr, String name) {
        return DrrConverter.convert(drr, PatternFacts.only(drr, name));
    }

    /**
     * The edits of {@code existing} (the text of the {@code .pdll}) that put one record's
     * conversion in it: its patterns replace those of the same names, or come last; the native
     * declarations and includes it needs and the file lacks are added.
     */
    public static List<TextEdit> update(String existing, DrrConverter.Conversion record) {
        return PdllUpdate.edits(existing, ConversionParts.of(record));
    }

    /** A conversion's native declarations and patterns, without the file's header and includes. */
    static String body(DrrConverter.Conversion c) {
        ConversionParts parts = ConversionParts.of(c);
        StringBuilder sb = new StringBuilder();
        for (ConversionParts.Native n : parts.natives()) sb.append(n.text());
        for (String t : c.texts()) sb.append(t);
        return sb.toString().strip() + "\n";
    }
}
