package pdll.ide.completion;

/**
 * Whether completion typed by a space is worth answering. The reference's trigger characters
 * include the space (so {@code op< }, {@code : } or {@code with } complete as in its editors), but
 * every space in an expression would then open a list of keywords and names; this keeps the
 * space's answers to the places the reference completes after one: after {@code :}, {@code <},
 * {@code ,}, {@code (}, {@code [}, <code>{</code> and {@code with}. Completion asked for
 * explicitly (or typed by another character) is not affected.
 */
public final class SpaceTrigger {
    private SpaceTrigger() {}

    public static boolean worthAnswering(CharSequence text, int offset) {
        int i = Math.min(offset, text.length()) - 1;
        while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) i--;
        if (i < 0) return false;
        char c = text.charAt(i);
        if (":<,([{".indexOf(c) >= 0) return true;
        int end = i + 1;
        while (i >= 0 && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) i--;
        return text.subSequence(i + 1, end).toString().equals("with");
    }
}
