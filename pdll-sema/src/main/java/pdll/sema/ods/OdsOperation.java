package pdll.sema.ods;

import java.util.List;
import pdll.tablegen.source.Loc;

/**
 * An ODS operation as PDLL sees it.
 *
 * @param name the full name, {@code dialect.opName}
 * @param cppClass {@code cppNamespace::ClassName} (namespace verbatim)
 * @param supportsResultTypeInference whether the op has, or tblgen's operator model would add,
 *     {@code ::mlir::InferTypeOpInterface::Trait}
 * @param loc the def name in its {@code .td} file
 */
public record OdsOperation(String name, String summary, String description, String cppClass,
                           List<OdsAttribute> attributes, List<OdsValue> operands, List<OdsValue> results,
                           boolean supportsResultTypeInference, Loc loc) {

    public OdsOperation {
        attributes = List.copyOf(attributes);
        operands = List.copyOf(operands);
        results = List.copyOf(results);
    }

    /** The dialect: the text of the name before the first dot. */
    public String dialect() {
        int k = name.indexOf('.');
        return k < 0 ? name : name.substring(0, k);
    }
}
