package pdll.ide.text;

import pdll.sema.ods.OdsValue;

/** How ODS operands and results are written in hovers and signatures. */
public final class OdsText {
    private OdsText() {}

    /** How a group of operands ({@code Value}, {@code Value?}, {@code ValueRange}) or results ({@code Type}...) is written. */
    public static String groupType(OdsValue v, boolean result) {
        String base = result ? "Type" : "Value";
        return switch (v.kind()) {
            case SINGLE -> base;
            case OPTIONAL -> base + "?";
            case VARIADIC -> base + "Range";
        };
    }
}
