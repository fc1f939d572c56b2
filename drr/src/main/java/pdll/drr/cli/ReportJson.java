package pdll.drr.cli;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;
import pdll.drr.convert.RecordResult;

/** {@code --report}: one JSON object per DRR record, for migration dashboards and scripts. */
final class ReportJson {
    private ReportJson() {}

    static String of(List<RecordResult> results, java.util.function.UnaryOperator<String> fileShown) {
        JsonArray arr = new JsonArray();
        for (RecordResult r : results) {
            JsonObject o = new JsonObject();
            o.addProperty("record", r.record());
            o.addProperty("location", fileShown.apply(r.file()) + ":" + r.line());
            o.addProperty("converted", r.converted());
            JsonArray ps = new JsonArray();
            for (String p : r.patterns()) ps.add(p);
            o.add("patterns", ps);
            if (!r.converted()) {
                o.addProperty("construct", r.construct());
                o.addProperty("reason", r.reason());
            }
            arr.add(o);
        }
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(arr) + "\n";
    }
}
