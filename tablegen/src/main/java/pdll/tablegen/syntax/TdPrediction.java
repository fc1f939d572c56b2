package pdll.tablegen.syntax;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.DecisionState;
import org.antlr.v4.runtime.atn.ParserATNSimulator;
import org.antlr.v4.runtime.atn.StarLoopEntryState;

/**
 * The grammar's prediction with one decision taken by one token: a '[' or '{' after a dag
 * operator always continues the operator's suffix loop (a slice or a bit range of the operator),
 * as the reference's parser does, which never looks further. Left to ANTLR, that decision scans
 * ahead until the two readings differ, which is the whole bracketed text: over a bracket holding
 * dags nested thousands deep each prediction walks them all and grows the shared DFA by a state
 * per level (a fuzzed 600 KB file took 15 s to parse cold), and a bracket that cannot be a slice
 * ({@code (op [])}) was read as a list argument where the reference reports the slice's error.
 */
final class TdPrediction extends ParserATNSimulator {
    /** The decision of the suffix loop of rule dagOperator; -1 if the grammar has none. */
    private static final int SUFFIX_LOOP = suffixLoopDecision(TdParser._ATN);
    /** The loop's alternative that enters the body; the other one leaves the loop. */
    private static final int ENTER = 1;

    TdPrediction(TdParser parser) {
        super(parser, TdParser._ATN, TdParser._decisionToDFA, TdParser._sharedContextCache);
    }

    @Override
    public int adaptivePredict(TokenStream input, int decision, ParserRuleContext outerContext) {
        if (decision == SUFFIX_LOOP) {
            int next = input.LA(1);
            if (next == TdParser.LBRACKET || next == TdParser.LBRACE) return ENTER;
        }
        return super.adaptivePredict(input, decision, outerContext);
    }

    private static int suffixLoopDecision(ATN atn) {
        int found = -1;
        for (DecisionState s : atn.decisionToState) {
            if (s instanceof StarLoopEntryState && s.ruleIndex == TdParser.RULE_dagOperator) {
                if (found >= 0) return -1; // a second loop: the grammar changed, predict as ANTLR does
                found = s.decision;
            }
        }
        return found;
    }
}
