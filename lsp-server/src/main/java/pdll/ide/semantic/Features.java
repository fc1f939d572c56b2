package pdll.ide.semantic;

import java.util.ArrayList;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.definition.Definitions;
import pdll.ide.definition.IncludeDefinition;
import pdll.ide.definition.OpDefinition;
import pdll.ide.hover.CoreConstraintHover;
import pdll.ide.hover.Hovers;
import pdll.ide.hover.IncludeHover;
import pdll.ide.hover.OpHover;
import pdll.ide.inlay.InlayHint;
import pdll.ide.inlay.OpInlayHints;
import pdll.ide.signature.OpSignatureHelp;
import pdll.ide.signature.SignatureInfo;
import pdll.ide.text.TextRange;

/** The server's features with the syntax-level and the semantic providers together, in the order that decides. */
public final class Features {
    private Features() {}

    /** Op names and includes first (where the semantic model has no node), then the semantic model. */
    public static Hovers hovers() {
        return new Hovers(List.of(new OpHover(), new IncludeHover(), new SemanticHover(), new CoreConstraintHover()));
    }

    public static Definitions definitions() {
        return new Definitions(List.of(new OpDefinition(), new IncludeDefinition(), new SemanticDefinition()));
    }

    /** Operation operand/result lists first, else a Constraint or Rewrite call. */
    public static SignatureInfo signatureHelp(Analysis a, int offset) {
        SignatureInfo info = OpSignatureHelp.help(a, offset);
        return info != null ? info : CallSignatureHelp.help(a, offset);
    }

    /** Every inlay hint in the range, by position. */
    public static List<InlayHint> inlayHints(Analysis a, TextRange range) {
        List<InlayHint> out = new ArrayList<>(OpInlayHints.compute(a, range));
        for (SemanticInlayHints.Hint h : SemanticInlayHints.compute(a, range)) out.add(h.hint());
        out.sort((p, q) -> Integer.compare(p.offset(), q.offset()));
        return out;
    }
}
