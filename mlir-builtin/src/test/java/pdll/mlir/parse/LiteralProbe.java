package pdll.mlir.parse;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import pdll.mlir.ir.Attr;
import pdll.mlir.ir.Type;
import pdll.mlir.print.AliasTable;
import pdll.mlir.print.AsmPrinter;

/**
 * A command for exploring: reads {@code attr|type<TAB>literal} lines and prints, per line, the
 * parse's error as {@code mlir-pdll} prints it or the printed value with the alias definitions it
 * needs ({@code #map = …}) joined by " || ".
 */
public final class LiteralProbe {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null; ) {
            int tab = line.indexOf('\t');
            String kind = line.substring(0, tab);
            String literal = line.substring(tab + 1).replace("\\n", "\n");
            out.append(probe(kind, literal)).append('\n');
        }
        System.out.print(out);
    }

    static String probe(String kind, String literal) {
        try {
            AliasTable aliases = new AliasTable();
            String text;
            if (kind.equals("type")) {
                Literals.Outcome<Type> t = Literals.type(literal);
                if (!t.ok()) return t.error().render().lines().findFirst().orElse("");
                aliases.visit(t.value());
                aliases.finish();
                text = new AsmPrinter(aliases).print(t.value());
            } else {
                Literals.Outcome<Attr> a = Literals.attribute(literal);
                if (!a.ok()) return a.error().render().lines().findFirst().orElse("");
                aliases.visit(a.value());
                aliases.finish();
                text = new AsmPrinter(aliases).print(a.value());
            }
            StringBuilder sb = new StringBuilder();
            for (String d : aliases.definitions(false)) sb.append(d).append(" || ");
            return sb.append(text).toString();
        } catch (RuntimeException e) {
            return "CRASH " + e;
        }
    }
}
