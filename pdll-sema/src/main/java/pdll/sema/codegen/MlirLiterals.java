package pdll.sema.codegen;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The text MLIR prints for the attribute and type literals of {@code attr<"…">} and
 * {@code type<"…">}: integers get their default {@code i64} type, floats print in MLIR's
 * exponent form ({@code 2.500000e+00}) when that reads back exactly, strings are re-escaped,
 * dictionaries sorted by key, affine maps become {@code #map} aliases. Forms it does not know are
 * kept as written (with surrounding blanks trimmed).
 */
public final class MlirLiterals {
    /** Alias definitions in order ({@code #map = affine_map<…>}), filled while printing attributes. */
    private final Map<String, String> aliases = new LinkedHashMap<>();

    /** The text with each aliased attribute replaced by its alias, as a whole module prints it. */
    public String withAliases(String text) {
        for (Map.Entry<String, String> a : aliases.entrySet()) text = text.replace(a.getKey(), "#" + a.getValue());
        return text;
    }

    public List<String> aliasDefinitions() {
        List<String> out = new ArrayList<>();
        aliases.forEach((text, name) -> out.add("#" + name + " = " + text));
        return out;
    }

    public String attribute(String text) {
        Reader r = new Reader(text.strip());
        try {
            String a = r.attribute();
            r.blanks();
            return r.atEnd() ? a : text.strip();
        } catch (RuntimeException e) {
            return text.strip();
        }
    }

    private final class Reader {
        final String s;
        int p;

        Reader(String s) {
            this.s = s;
        }

        boolean atEnd() {
            return p >= s.length();
        }

        void blanks() {
            while (p < s.length() && Character.isWhitespace(s.charAt(p))) p++;
        }

        boolean take(String t) {
            blanks();
            if (s.startsWith(t, p)) {
                p += t.length();
                return true;
            }
            return false;
        }

        String attribute() {
            blanks();
            if (atEnd()) throw new IllegalStateException();
            char c = s.charAt(p);
            if (c == '"') return string();
            if (c == '[') return list();
            if (c == '{') return dictionary();
            if (c == '@') return rest();
            if (c == '-' || Character.isDigit(c)) return number();
            if (s.startsWith("affine_map<", p) || s.startsWith("affine_set<", p)) {
                String text = balanced();
                String kind = text.startsWith("affine_map") ? "map" : "set";
                aliases.computeIfAbsent(text, t -> {
                    long n = aliases.values().stream().filter(v -> v.startsWith(kind)).count();
                    return n == 0 ? kind : kind + n;
                });
                return text;
            }
            if (s.startsWith("dense<", p) || s.startsWith("array<", p) || s.startsWith("sparse<", p)) {
                String text = balanced();
                if (take(":")) {
                    blanks();
                    return text + " : " + typeText();
                }
                return text;
            }
            String word = word();
            if (word.equals("unit") || word.equals("true") || word.equals("false")) return word;
            p -= word.length();
            return typeText();
        }

        String string() {
            StringBuilder raw = new StringBuilder();
            p++;
            while (p < s.length() && s.charAt(p) != '"') {
                char c = s.charAt(p++);
                if (c != '\\') {
                    raw.append(c);
                    continue;
                }
                char n = s.charAt(p++);
                switch (n) {
                    case 'n' -> raw.append('\n');
                    case 't' -> raw.append('\t');
                    case '"', '\\' -> raw.append(n);
                    default -> {
                        raw.append((char) Integer.parseInt(s.substring(p - 1, p + 1), 16));
                        p++;
                    }
                }
            }
            if (p >= s.length()) throw new IllegalStateException("unterminated string");
            p++;
            return quote(raw.toString());
        }

        String list() {
            p++;
            List<String> items = new ArrayList<>();
            if (!take("]")) {
                do {
                    // like MLIR, array elements leave out the default i64 / f64 type
                    String item = attribute();
                    if (item.endsWith(" : i64") || item.endsWith(" : f64")) item = item.substring(0, item.length() - 6);
                    items.add(item);
                } while (take(","));
                if (!take("]")) throw new IllegalStateException();
            }
            return "[" + String.join(", ", items) + "]";
        }

        String dictionary() {
            p++;
            TreeMap<String, String> entries = new TreeMap<>();
            if (!take("}")) {
                do {
                    blanks();
                    String key = s.charAt(p) == '"' ? string() : word();
                    String value = take("=") ? " = " + attribute() : "";
                    entries.put(key, value);
                } while (take(","));
                if (!take("}")) throw new IllegalStateException();
            }
            List<String> items = new ArrayList<>();
            entries.forEach((k, v) -> items.add(k + v));
            return "{" + String.join(", ", items) + "}";
        }

        String number() {
            int start = p;
            if (s.charAt(p) == '-') p++;
            boolean hex = s.startsWith("0x", p);
            if (hex) p += 2;
            while (p < s.length() && (Character.isLetterOrDigit(s.charAt(p)) && (hex || Character.isDigit(s.charAt(p))))) p++;
            boolean isFloat = false;
            if (!hex && p < s.length() && s.charAt(p) == '.') {
                isFloat = true;
                p++;
                while (p < s.length() && Character.isDigit(s.charAt(p))) p++;
            }
            if (!hex && p < s.length() && (s.charAt(p) == 'e' || s.charAt(p) == 'E')) {
                isFloat = true;
                p++;
                if (p < s.length() && (s.charAt(p) == '+' || s.charAt(p) == '-')) p++;
                while (p < s.length() && Character.isDigit(s.charAt(p))) p++;
            }
            String literal = s.substring(start, p);
            String type = take(":") ? typeText() : (isFloat ? "f64" : "i64");
            if (isFloat) return floatText(literal, type) + " : " + type;
            if (type.equals("i1")) return new BigInteger(literal).signum() == 0 ? "false" : "true";
            String value = hex ? new BigInteger(literal.replace("0x", ""), 16).toString() : new BigInteger(literal).toString();
            return value + " : " + type;
        }

        String typeText() {
            blanks();
            int start = p;
            int depth = 0;
            while (p < s.length()) {
                char c = s.charAt(p);
                if (c == '<' || c == '(' || c == '[' || c == '{') depth++;
                else if (c == '>' || c == ')' || c == ']' || c == '}') {
                    if (depth == 0) break;
                    depth--;
                } else if (depth == 0 && (c == ',')) break;
                else if (depth == 0 && c == '-' && s.startsWith("->", p)) {
                    p += 2;
                    continue;
                }
                p++;
            }
            return s.substring(start, p).strip();
        }

        String balanced() {
            int start = p;
            int depth = 0;
            while (p < s.length()) {
                char c = s.charAt(p++);
                if (c == '<') depth++;
                else if (c == '>' && s.charAt(p - 2) != '-' && --depth == 0) break;
            }
            return s.substring(start, p);
        }

        String word() {
            blanks();
            int start = p;
            while (p < s.length() && (Character.isLetterOrDigit(s.charAt(p)) || s.charAt(p) == '_' || s.charAt(p) == '.' || s.charAt(p) == '$')) p++;
            if (start == p) throw new IllegalStateException("expected a word");
            return s.substring(start, p);
        }

        String rest() {
            int start = p;
            while (p < s.length() && !Character.isWhitespace(s.charAt(p)) && s.charAt(p) != ',' && s.charAt(p) != ']'
                    && s.charAt(p) != '}') p++;
            return s.substring(start, p);
        }
    }

    /** MLIR's float form: six-digit exponent notation when it reads back exactly, else the shortest decimal. */
    static String floatText(String literal, String type) {
        double d = Double.parseDouble(literal);
        String e = String.format(Locale.ROOT, "%.6e", d);
        boolean exact = type.equals("f32") ? Float.parseFloat(e) == (float) d : Double.parseDouble(e) == d;
        if (exact) return e;
        return type.equals("f32") ? new BigDecimal(Float.toString((float) d)).toPlainString()
                : new BigDecimal(Double.toString(d)).toPlainString();
    }

    /** A string attribute: the escaped string in quotes. */
    static String quote(String raw) {
        return '"' + escape(raw) + '"';
    }

    /**
     * LLVM's printEscapedString, as MLIR prints string attributes and {@code mlir-pdll} the code of
     * a native Constraint or Rewrite: printable ASCII kept (but {@code "} and {@code \}, the
     * latter doubled), every other UTF-8 byte {@code \XX}.
     */
    public static String escape(String raw) {
        StringBuilder sb = new StringBuilder();
        for (byte b : raw.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c == '\\') sb.append("\\\\");
            else if (c >= 0x20 && c < 0x7f && c != '"') sb.append((char) c);
            else sb.append('\\').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                    .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
        }
        return sb.toString();
    }
}
