package pdll.ide.answer;

import java.util.List;

/**
 * Signature help: signatures with their parameters ({@code [start, end)} offsets into the label,
 * and documentation), the active signature and parameter.
 */
public record SignatureInfo(List<Signature> signatures, int activeSignature, int activeParameter) {
    public record Parameter(int start, int end, String documentation) {}

    public record Signature(String label, String documentation, List<Parameter> parameters) {}
}
