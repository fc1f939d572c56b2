package pdll.drr.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.drr.convert.DrrConverter;
import pdll.drr.convert.RecordResult;

/**
 * A conversion's text cut into what an update places separately: the include lines, each native
 * declaration (with the comment above it), and each record's text. The converter writes them in
 * that order: a header comment, the includes, the native declarations, then the records' texts.
 *
 * @param includes the {@code #include} lines, without their line ends
 */
record ConversionParts(List<String> includes, List<Native> natives, List<RecordResult> records, List<String> texts) {
    /** A native Constraint or Rewrite: its name and its text (comment lines, declaration, through {@code }];}). */
    record Native(String name, String text) {}

    static final Pattern NATIVE = Pattern.compile("^(?:Constraint|Rewrite)\\s+(\\w+)");

    static ConversionParts of(DrrConverter.Conversion c) {
        int bodyStart = c.pdll().length();
        for (String t : c.texts()) bodyStart -= t.length();
        List<String> includes = new ArrayList<>();
        List<Native> natives = new ArrayList<>();
        StringBuilder pending = new StringBuilder();
        String name = null;
        for (String line : c.pdll().substring(0, bodyStart).split("\n")) {
            if (name == null && line.startsWith("#include")) {
                includes.add(line.strip());
                continue;
            }
            Matcher m = NATIVE.matcher(line);
            if (name == null && m.find()) name = m.group(1);
            if (name == null && !line.startsWith("//")) {
                pending.setLength(0);
                continue;
            }
            pending.append(line).append('\n');
            if (name != null && line.strip().endsWith("];")) {
                natives.add(new Native(name, pending.toString()));
                pending.setLength(0);
                name = null;
            }
        }
        return new ConversionParts(List.copyOf(includes), List.copyOf(natives), c.records(), c.texts());
    }
}
