package pdll.ide.split;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pdll.base.text.LineIndex;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;
import pdll.ide.answer.CodeAction;
import pdll.ide.answer.CompletionItem;
import pdll.ide.answer.DocumentLink;
import pdll.ide.answer.DocumentSymbol;
import pdll.ide.answer.FoldingRange;
import pdll.ide.answer.Highlight;
import pdll.ide.answer.HoverInfo;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.answer.InlayHint;
import pdll.ide.answer.Proposals;
import pdll.ide.answer.QuickFix;
import pdll.ide.answer.RenameTarget;
import pdll.ide.answer.SemanticToken;
import pdll.ide.document.Snapshot;
import pdll.ide.text.FileSpan;

/**
 * Moves the answers of a feature asked about one part of a split document (a document of its own,
 * offsets from the part's start) into the document: offsets by the part's start, lines by the
 * part's first line, spans in the document onto the document's lines (spans in other files stay as
 * they are). {@link #NONE} leaves everything as it is: the features of a document that is not
 * split go through the same code.
 *
 * @param delta where the part starts in the document
 * @param lineDelta the document's line of the part's first line
 * @param document the path the document's spans carry ({@link Snapshot#spanPath()})
 * @param lines the document's lines
 */
public record Shift(int delta, int lineDelta, Path document, LineIndex lines) {
    public static final Shift NONE = new Shift(0, 0, null, null);

    /** The shift of a part of a split document. */
    public static Shift of(Snapshot document, Snapshot.Part part) {
        return new Shift(part.start(), document.lines().line(part.start()), document.spanPath(), document.lines());
    }

    public boolean none() {
        return this == NONE;
    }

    public int offset(int o) {
        return o + delta;
    }

    public TextRange range(TextRange r) {
        return delta == 0 ? r : new TextRange(r.start() + delta, r.end() + delta);
    }

    /** A part's range of a document offset range, clamped to the part ({@code length} long); null when they do not meet. */
    public TextRange into(TextRange r, int length) {
        int s = Math.max(0, r.start() - delta), e = Math.min(length, r.end() - delta);
        return s > e || r.end() < delta || r.start() > delta + length ? null : new TextRange(s, e);
    }

    public FileSpan span(FileSpan s) {
        return none() || s == null || !s.file().equals(document) ? s : new FileSpan(document, lines, range(s.range()));
    }

    public List<FileSpan> spans(List<FileSpan> spans) {
        return none() ? spans : spans.stream().map(this::span).toList();
    }

    public TextEdit edit(TextEdit e) {
        return delta == 0 ? e : new TextEdit(range(e.range()), e.newText());
    }

    public List<TextEdit> edits(List<TextEdit> edits) {
        return delta == 0 ? edits : edits.stream().map(this::edit).toList();
    }

    public HoverInfo hover(HoverInfo h) {
        return new HoverInfo(range(h.range()), h.markdown());
    }

    public Highlight highlight(Highlight h) {
        return new Highlight(range(h.range()), h.write());
    }

    public RenameTarget renameTarget(RenameTarget t) {
        return new RenameTarget(range(t.range()), t.placeholder());
    }

    /** Rename's spans per file: those of the document moved into it. */
    public Map<Path, List<FileSpan>> rename(Map<Path, List<FileSpan>> byFile) {
        if (none()) return byFile;
        Map<Path, List<FileSpan>> out = new LinkedHashMap<>();
        byFile.forEach((file, spans) -> out.put(file, spans(spans)));
        return out;
    }

    public Proposals proposals(Proposals p) {
        if (delta == 0) return p;
        List<CompletionItem> items = new ArrayList<>(p.items().size());
        for (CompletionItem i : p.items()) {
            items.add(new CompletionItem(i.label(), i.kind(), i.detail(), i.documentation(), i.insertText(),
                    range(i.replace()), i.sortText(), edits(i.additionalEdits())));
        }
        return new Proposals(p.id(), items);
    }

    public InlayHint inlayHint(InlayHint h) {
        return new InlayHint(offset(h.offset()), h.label(), h.kind());
    }

    public QuickFix quickFix(QuickFix f, List<Integer> fixes) {
        CodeAction a = f.action();
        return new QuickFix(new CodeAction(a.title(), edits(a.edits()), a.preferred()), fixes);
    }

    public IdeDiagnostic diagnostic(IdeDiagnostic d) {
        if (none()) return d;
        List<IdeDiagnostic.Related> related = new ArrayList<>(d.related().size());
        for (IdeDiagnostic.Related r : d.related()) related.add(new IdeDiagnostic.Related(span(r.location()), r.message()));
        return new IdeDiagnostic(range(d.range()), d.severity(), d.message(), related, d.code());
    }

    public List<IdeDiagnostic> diagnostics(List<IdeDiagnostic> ds) {
        return none() ? ds : ds.stream().map(this::diagnostic).toList();
    }

    public DocumentSymbol symbol(DocumentSymbol s) {
        if (delta == 0) return s;
        return new DocumentSymbol(s.name(), s.detail(), s.kind(), range(s.range()), range(s.selection()),
                s.children().stream().map(this::symbol).toList());
    }

    public DocumentLink link(DocumentLink l) {
        return new DocumentLink(range(l.range()), l.target());
    }

    public SemanticToken token(SemanticToken t) {
        return new SemanticToken(offset(t.start()), offset(t.end()), t.type(), t.declaration(), t.documentation());
    }

    public FoldingRange folding(FoldingRange f) {
        return new FoldingRange(f.startLine() + lineDelta, f.endLine() + lineDelta, f.kind());
    }
}
