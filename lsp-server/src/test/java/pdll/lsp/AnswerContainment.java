package pdll.lsp;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.net.URI;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * When one of our answers "equals or contains" the reference's: {@code contains(ref, ours)}.
 * <ul>
 * <li>{@code null} in the reference is contained in anything (an answer where it has none is
 *     richer).</li>
 * <li>Objects: every key of the reference's is in ours with a value that contains the reference's
 *     value; ours may have more keys.</li>
 * <li>Arrays of objects or arrays: every element of the reference's is contained in a different
 *     element of ours (in any order: completion items, hints, locations); ours may have more.
 *     Arrays of numbers, strings and booleans: the reference's elements appear in ours in the
 *     same order (a label's {@code [start, end]}, trigger characters); ours may have more.</li>
 * <li>Numbers and booleans are equal. Strings are equal after normalising: {@code 0x...}
 *     addresses (the reference prints the pointers of AST nodes) are renumbered by first
 *     appearance; {@code file:} URIs compare by their normalised path.</li>
 * <li>A {@code false} of the reference is contained in an absent key (LSP's optional booleans
 *     default to false, e.g. an inlay hint's {@code paddingLeft}).</li>
 * <li>In capabilities ({@code initialize}): {@code false} is contained in anything (a capability
 *     the reference does not offer), {@code true} also in an options object (LSP's {@code
 *     boolean | Options}); {@code serverInfo} names the server and is not compared.</li>
 * <li>Completion items: {@code kind} (the icon) is not compared: ours says what an item is
 *     (Function for a Constraint, Snippet for a template), the reference calls constraints
 *     Class or Interface; our {@code sortText} starts with the reference's (ours adds the label
 *     to order within a group); the reference's {@code insertText} is our {@code insertText} or
 *     {@code textEdit.newText} (which LSP clients prefer), where the reference's is a snippet
 *     ours begins (leading blanks aside) with its text up to the first tab stop (ours may put
 *     defaults in placeholders, {@code benefit(${1:1})}), and for a client that did not declare
 *     snippet support (ours then sends plain text) {@code insertTextFormat} 2 is 1; without a
 *     {@code filterText} of ours the client filters on the label, which must start with the
 *     reference's {@code filterText}.</li>
 * <li>Document symbols: our {@code range} encloses the reference's (ours spans the whole
 *     declaration, the reference's starts at the name); a reference range ending at the start
 *     of a line (a {@code =>} pattern's, which runs to the next token) counts as ending at the end
 *     of the line before.</li>
 * <li>Diagnostics: our {@code range} encloses the reference's (ours underlines the whole
 *     construct, e.g. {@code op<my.new>} where the reference marks {@code op}); the reference's
 *     {@code category} ("Parse Error", also on warnings; clangd's extension, not LSP) is not
 *     compared.</li>
 * <li>Hover markdown ({@code contents.value}): the reference's sections (between {@code ***}
 *     rules) appear among ours in the same order; ours may add sections (an operation's
 *     operands, results and attributes).</li>
 * </ul>
 * Each reason for a failed containment is recorded with its JSON path.
 */
final class AnswerContainment {
    private final String method;
    private final boolean capabilities;
    private final boolean snippets;
    String failure;

    private AnswerContainment(String method, boolean snippets) {
        this.method = method;
        this.capabilities = method.equals("initialize");
        this.snippets = snippets;
    }

    /**
     * Null when {@code ours} contains {@code ref}, else the first difference.
     *
     * @param method   the request answered ({@code initialize}, {@code textDocument/completion}, ...)
     * @param snippets whether the client declared snippet support in its completion capabilities
     */
    static String difference(JsonElement ref, JsonElement ours, String method, boolean snippets) {
        AnswerContainment c = new AnswerContainment(method, snippets);
        return c.contains(ref, ours, "$") ? null : c.failure;
    }

    private boolean fail(String path, String why) {
        if (failure == null) failure = path + ": " + why;
        return false;
    }

    boolean contains(JsonElement ref, JsonElement ours, String path) {
        if (ref == null || ref.isJsonNull()) return true;
        if (capabilities && ref.isJsonPrimitive() && ref.getAsJsonPrimitive().isBoolean()) {
            if (!ref.getAsBoolean()) return true;
            if (ours != null && (ours.isJsonObject() || (ours.isJsonPrimitive() && ours.getAsJsonPrimitive().isBoolean() && ours.getAsBoolean()))) {
                return true;
            }
            return fail(path, "offered by the reference, not by us: " + ours);
        }
        if (ours == null || ours.isJsonNull()) return fail(path, "missing (reference: " + brief(ref) + ")");
        if (ref.isJsonObject()) {
            if (!ours.isJsonObject()) return fail(path, "an object in the reference, " + brief(ours) + " in ours");
            JsonObject o = ours.getAsJsonObject();
            boolean item = method.equals("textDocument/completion") && ref.getAsJsonObject().has("label");
            for (Map.Entry<String, JsonElement> e : ref.getAsJsonObject().entrySet()) {
                String k = e.getKey(), at = path + "." + k;
                JsonElement r = e.getValue(), mine = o.get(k);
                if (capabilities && k.equals("serverInfo")) continue;
                if (mine == null && r.isJsonPrimitive() && r.getAsJsonPrimitive().isBoolean() && !r.getAsBoolean()) continue;
                if (item && !completionField(k, r, ref.getAsJsonObject(), o, at)) return false;
                if (item && List.of("kind", "sortText", "insertText", "filterText", "insertTextFormat").contains(k)) continue;
                if ((method.equals("textDocument/documentSymbol") || method.equals("textDocument/publishDiagnostics")) && k.equals("range")) {
                    if (!encloses(mine, r)) return fail(at, "ours " + brief(mine) + " does not enclose " + brief(r));
                    continue;
                }
                if (method.equals("textDocument/publishDiagnostics") && k.equals("category")) continue;
                if (method.equals("textDocument/hover") && k.equals("value") && r.isJsonPrimitive() && mine != null && mine.isJsonPrimitive()) {
                    if (!sectionsIn(r.getAsString(), mine.getAsString())) return fail(at, "the reference's sections " + brief(r) + " are not among ours " + brief(mine));
                    continue;
                }
                if (!contains(r, mine, at)) return false;
            }
            return true;
        }
        if (ref.isJsonArray()) {
            if (!ours.isJsonArray()) return fail(path, "an array in the reference, " + brief(ours) + " in ours");
            JsonArray r = ref.getAsJsonArray(), o = ours.getAsJsonArray();
            boolean primitives = true;
            for (JsonElement x : r) primitives &= x.isJsonPrimitive();
            if (primitives) {
                int j = 0;
                for (JsonElement x : r) {
                    while (j < o.size() && !equal(x.getAsJsonPrimitive(), o.get(j))) j++;
                    if (j == o.size()) return fail(path, "no " + x + " (in order) in " + brief(ours));
                    j++;
                }
                return true;
            }
            boolean[] used = new boolean[o.size()];
            for (int i = 0; i < r.size(); i++) {
                boolean found = false;
                for (int j = 0; j < o.size() && !found; j++) {
                    if (used[j]) continue;
                    String before = failure;
                    if (contains(r.get(i), o.get(j), path + "[" + i + "]")) {
                        used[j] = true;
                        found = true;
                    }
                    failure = before;
                }
                if (!found) return fail(path + "[" + i + "]", "nothing of ours contains " + brief(r.get(i)));
            }
            return true;
        }
        if (!ours.isJsonPrimitive() || !equal(ref.getAsJsonPrimitive(), ours)) {
            return fail(path, "reference " + brief(ref) + ", ours " + brief(ours));
        }
        return true;
    }

    /** The completion item rules above; true for the fields they do not cover. */
    private boolean completionField(String k, JsonElement r, JsonObject ref, JsonObject ours, String at) {
        boolean plain = !snippets && ref.has("insertTextFormat") && ref.get("insertTextFormat").getAsInt() == 2;
        switch (k) {
            case "sortText" -> {
                if (ours.has("sortText") && ours.get("sortText").getAsString().startsWith(r.getAsString())) return true;
                return fail(at, "our sortText " + ours.get("sortText") + " does not start with " + r);
            }
            case "insertText" -> {
                String mine = ours.has("insertText") ? ours.get("insertText").getAsString()
                        : ours.has("textEdit") ? ours.getAsJsonObject("textEdit").get("newText").getAsString() : ours.get("label").getAsString();
                String want = r.getAsString();
                int stop = want.indexOf('$');
                if (stop < 0) return mine.equals(want) || fail(at, "we insert " + mine + ", the reference " + want);
                // a snippet: ours (maybe with defaults in its placeholders) starts like it up to its first tab stop
                return mine.stripLeading().startsWith(want.substring(0, stop)) || fail(at, "we insert " + mine + ", the reference " + want);
            }
            case "insertTextFormat" -> {
                int want = plain ? 1 : r.getAsInt();
                int mine = ours.has("insertTextFormat") ? ours.get("insertTextFormat").getAsInt() : 1;
                return mine == want || fail(at, "insertTextFormat " + mine + ", the reference's " + want);
            }
            case "filterText" -> {
                String mine = ours.has("filterText") ? ours.get("filterText").getAsString() : ours.get("label").getAsString();
                return (ours.has("filterText") ? mine.equals(r.getAsString()) : mine.startsWith(r.getAsString()))
                        || fail(at, "we filter on " + mine + ", the reference on " + r);
            }
            default -> {
                return true;
            }
        }
    }

    /** Whether LSP range {@code outer} encloses {@code inner} (an inner end at a line's start: see the class comment). */
    private static boolean encloses(JsonElement outer, JsonElement inner) {
        if (outer == null || !outer.isJsonObject()) return false;
        JsonObject oe = outer.getAsJsonObject().getAsJsonObject("end"), ie = inner.getAsJsonObject().getAsJsonObject("end");
        boolean end = compare(oe, ie) >= 0 || (ie.get("character").getAsInt() == 0
                && oe.get("line").getAsInt() == ie.get("line").getAsInt() - 1);
        return end && compare(outer.getAsJsonObject().getAsJsonObject("start"), inner.getAsJsonObject().getAsJsonObject("start")) <= 0;
    }

    /** Whether the markdown sections of {@code ref} appear among those of {@code ours}, in order. */
    static boolean sectionsIn(String ref, String ours) {
        String[] r = ref.split("\n\\*\\*\\*\n", -1), o = ours.split("\n\\*\\*\\*\n", -1);
        int j = 0;
        for (String x : r) {
            while (j < o.length && !o[j].strip().equals(x.strip())) j++;
            if (j == o.length) return false;
            j++;
        }
        return true;
    }

    private static int compare(JsonObject p, JsonObject q) {
        int l = Integer.compare(p.get("line").getAsInt(), q.get("line").getAsInt());
        return l != 0 ? l : Integer.compare(p.get("character").getAsInt(), q.get("character").getAsInt());
    }

    private static boolean equal(JsonPrimitive ref, JsonElement ours) {
        if (!ours.isJsonPrimitive()) return false;
        JsonPrimitive o = ours.getAsJsonPrimitive();
        if (ref.isString() && o.isString()) return normalise(ref.getAsString()).equals(normalise(o.getAsString()));
        if (ref.isNumber() && o.isNumber()) return ref.getAsBigDecimal().compareTo(o.getAsBigDecimal()) == 0;
        return ref.equals(o);
    }

    private static final Pattern ADDRESS = Pattern.compile("0x[0-9a-fA-F]+");

    static String normalise(String s) {
        if (s.startsWith("file:")) {
            try {
                return "file:" + Path.of(new URI(s)).normalize();
            } catch (Exception e) {
                return s;
            }
        }
        if (!s.contains("0x")) return s;
        Map<String, String> seen = new LinkedHashMap<>();
        Matcher m = ADDRESS.matcher(s);
        StringBuilder b = new StringBuilder();
        while (m.find()) m.appendReplacement(b, seen.computeIfAbsent(m.group(), k -> "0x#" + (seen.size() + 1)));
        m.appendTail(b);
        return b.toString();
    }

    private static String brief(JsonElement e) {
        String s = String.valueOf(e);
        return s.length() > 160 ? s.substring(0, 160) + "..." : s;
    }
}
