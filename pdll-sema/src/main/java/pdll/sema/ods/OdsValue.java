package pdll.sema.ods;

/**
 * One operand or result group of an ODS operation.
 *
 * @param name the ODS name, empty when unnamed
 */
public record OdsValue(String name, VariableLength kind, OdsConstraint constraint) {

    public enum VariableLength { SINGLE, OPTIONAL, VARIADIC }
}
