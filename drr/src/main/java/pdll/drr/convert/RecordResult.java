package pdll.drr.convert;

import java.util.List;

/**
 * What became of one DRR record: the PDLL patterns it became, or the construct that stopped it
 * and why (then it is kept in the output as a comment).
 *
 * @param record the record's name, or {@code file:line} for an anonymous {@code def : Pat<…>}
 * @param file the file that defines it
 * @param line its def's line, 1-based
 * @param construct what could not be converted ({@code null} when converted)
 * @param reason why ({@code null} when converted)
 */
public record RecordResult(String record, String file, int line, boolean converted, List<String> patterns,
                           String construct, String reason) {
    public String location() {
        return file + ":" + line;
    }
}
