package pdll.ide.text;

/** The query match of workspace symbols (PDLL and TableGen): every character of the query in order. */
public final class FuzzyMatch {
    private FuzzyMatch() {}

    /** Whether every character of {@code query} occurs in {@code name} in order (both lower case): {@code adz} finds {@code addzero}. */
    public static boolean matches(String name, String query) {
        int i = 0;
        for (int k = 0; k < name.length() && i < query.length(); k++) if (name.charAt(k) == query.charAt(i)) i++;
        return i == query.length();
    }
}
