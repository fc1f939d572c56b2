package pdll.lsp;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.util.AbstractList;
import java.util.List;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import pdll.base.text.LineIndex;
import pdll.base.text.TextRange;

/**
 * The answer to {@code textDocument/documentSymbol}: the outline's records, which read as LSP4J's
 * symbols in-process and are written to JSON straight from the records ({@link #JSON}, on the
 * server's Gson). The outline is a big document's biggest reply (1.4 MB for 1,000 patterns), and
 * building LSP4J's objects for it and having Gson reflect over them took most of its time. The
 * JSON is the one Gson writes for LSP4J's symbols, field for field and in the same order.
 */
final class DocumentSymbolAnswer extends AbstractList<Either<SymbolInformation, DocumentSymbol>> {
    private final List<pdll.ide.answer.DocumentSymbol> symbols;
    private final LineIndex lines;
    private final ToLsp to;

    DocumentSymbolAnswer(List<pdll.ide.answer.DocumentSymbol> symbols, LineIndex lines, ToLsp to) {
        this.symbols = symbols;
        this.lines = lines;
        this.to = to;
    }

    @Override
    public Either<SymbolInformation, DocumentSymbol> get(int index) {
        return Either.forRight(to.symbol(lines, symbols.get(index)));
    }

    @Override
    public int size() {
        return symbols.size();
    }

    /** Writes an answer as Gson would write its LSP4J symbols (the server never reads one). */
    static final TypeAdapterFactory JSON = new TypeAdapterFactory() {
        @Override
        @SuppressWarnings("unchecked")
        public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
            return type.getRawType() == DocumentSymbolAnswer.class ? (TypeAdapter<T>) new Writer() : null;
        }
    };

    private static final class Writer extends TypeAdapter<DocumentSymbolAnswer> {
        @Override
        public void write(JsonWriter out, DocumentSymbolAnswer a) throws IOException {
            out.beginArray();
            for (pdll.ide.answer.DocumentSymbol d : a.symbols) symbol(out, a, d);
            out.endArray();
        }

        /** The fields of LSP4J's {@link DocumentSymbol} that {@link ToLsp#symbol} sets, in its declaration order. */
        private static void symbol(JsonWriter out, DocumentSymbolAnswer a, pdll.ide.answer.DocumentSymbol d) throws IOException {
            out.beginObject();
            out.name("name").value(ToLsp.symbolName(d));
            out.name("kind").value(ToLsp.symbolKind(d.kind()).getValue());
            range(out.name("range"), a, d.range());
            range(out.name("selectionRange"), a, d.selection());
            if (!d.detail().isEmpty()) out.name("detail").value(d.detail());
            out.name("children").beginArray();
            for (pdll.ide.answer.DocumentSymbol c : d.children()) symbol(out, a, c);
            out.endArray();
            out.endObject();
        }

        private static void range(JsonWriter out, DocumentSymbolAnswer a, TextRange r) throws IOException {
            out.beginObject();
            position(out.name("start"), a, r.start());
            position(out.name("end"), a, r.end());
            out.endObject();
        }

        private static void position(JsonWriter out, DocumentSymbolAnswer a, int offset) throws IOException {
            out.beginObject();
            out.name("line").value(a.lines.line(offset));
            out.name("character").value(a.lines.column(offset, a.to.encoding()));
            out.endObject();
        }

        @Override
        public DocumentSymbolAnswer read(JsonReader in) {
            throw new UnsupportedOperationException("the server writes document symbols, it never reads them");
        }
    }
}
