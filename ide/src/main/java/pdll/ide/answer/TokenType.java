package pdll.ide.answer;

/** Semantic token types, in legend order (the adapter sends {@code ordinal()}). */
public enum TokenType {
    KEYWORD("keyword"), TYPE("type"), NAMESPACE("namespace"), CLASS("class"), FUNCTION("function"),
    VARIABLE("variable"), PROPERTY("property"), STRING("string"), NUMBER("number"), COMMENT("comment"),
    OPERATOR("operator"), MACRO("macro");

    private final String lspName;

    TokenType(String lspName) {
        this.lspName = lspName;
    }

    public String lspName() {
        return lspName;
    }
}
