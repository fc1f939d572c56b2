package pdll.intellij.tablegen;

import com.intellij.psi.tree.IElementType;
import com.intellij.psi.tree.IFileElementType;

/**
 * The nodes of the structural TableGen tree ({@link TableGenParser}): statements named for their
 * keyword, statement bodies, and bracketed groups inside statements. Values are not parsed further:
 * the tree serves folding, structure and error marks, not evaluation.
 */
public final class TableGenElementTypes {
    private TableGenElementTypes() {}

    public static final IFileElementType FILE = new IFileElementType("TABLEGEN_FILE", TableGenLanguage.INSTANCE);

    public static final IElementType INCLUDE_STATEMENT = new TableGenElementType("INCLUDE_STATEMENT");
    public static final IElementType CLASS_STATEMENT = new TableGenElementType("CLASS_STATEMENT");
    public static final IElementType DEF_STATEMENT = new TableGenElementType("DEF_STATEMENT");
    public static final IElementType DEFM_STATEMENT = new TableGenElementType("DEFM_STATEMENT");
    public static final IElementType DEFSET_STATEMENT = new TableGenElementType("DEFSET_STATEMENT");
    public static final IElementType DEFTYPE_STATEMENT = new TableGenElementType("DEFTYPE_STATEMENT");
    public static final IElementType DEFVAR_STATEMENT = new TableGenElementType("DEFVAR_STATEMENT");
    public static final IElementType MULTICLASS_STATEMENT = new TableGenElementType("MULTICLASS_STATEMENT");
    /** {@code let ... in} a body or statement, and a body's {@code let name = value;}. */
    public static final IElementType LET_STATEMENT = new TableGenElementType("LET_STATEMENT");
    public static final IElementType FOREACH_STATEMENT = new TableGenElementType("FOREACH_STATEMENT");
    public static final IElementType IF_STATEMENT = new TableGenElementType("IF_STATEMENT");
    public static final IElementType ASSERT_STATEMENT = new TableGenElementType("ASSERT_STATEMENT");
    public static final IElementType DUMP_STATEMENT = new TableGenElementType("DUMP_STATEMENT");
    /** A field of a class or def body: {@code [field] Type name [= value];}. */
    public static final IElementType FIELD_STATEMENT = new TableGenElementType("FIELD_STATEMENT");
    /** One directive line ({@code #ifdef X}); the preprocessor is not run, both branches are parsed. */
    public static final IElementType PREPROCESSOR_DIRECTIVE = new TableGenElementType("PREPROCESSOR_DIRECTIVE");

    /** {@code { statements }} of a class, def, multiclass, defset, let, foreach or if. */
    public static final IElementType BODY = new TableGenElementType("BODY");
    /** {@code < ... >}: template arguments, class arguments, type arguments. */
    public static final IElementType ANGLE_GROUP = new TableGenElementType("ANGLE_GROUP");
    /** {@code ( ... )}: a dag or operator arguments. */
    public static final IElementType PAREN_GROUP = new TableGenElementType("PAREN_GROUP");
    /** {@code [ ... ]}: a list. */
    public static final IElementType BRACKET_GROUP = new TableGenElementType("BRACKET_GROUP");
    /** {@code { ... }} inside a value: bits, a bit range, a foreach range. */
    public static final IElementType BRACE_GROUP = new TableGenElementType("BRACE_GROUP");
}
