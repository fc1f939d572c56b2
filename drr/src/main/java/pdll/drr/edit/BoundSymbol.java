package pdll.drr.edit;

/**
 * A symbol a DRR pattern binds ({@code $x}) and the C++ type the code {@code mlir-tblgen
 * -gen-rewriters} generates declares it with: what native code written for the pattern sees.
 *
 * @param name the symbol without its {@code $}
 * @param cppType the C++ type ({@code auto} for a NativeCodeCall's result: the type of its expression)
 * @param inResult whether a result pattern binds it (a created op, a NativeCodeCall's result)
 */
public record BoundSymbol(String name, String cppType, boolean inResult) {}
