package pdll.sema.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** tgfmt's scan as ODS predicates use it ({@code $_self} bound) and the placeholder test DRR's conversion uses. */
class TgfmtTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
        "$_self.isa<IntegerType>()   | self.isa<IntegerType>()",
        "$$_self                     | $_self",
        "$$$_self                    | $self",
        "cost $ 5                    | cost $ 5",
        "trailing $                  | trailing $",
        "$_selfish                   | $_selfish<no-subst-found>",
        "$0 + $_self                 | $0<no-subst-found> + self",
        "$_self$_self                | selfself",
    })
    void odsPredicates(String text, String expected) {
        assertEquals(expected, PredicateCode.formatSelf(text));
    }

    @ParameterizedTest(name = "{0} uses {1}: {2}")
    @CsvSource(delimiter = '|', value = {
        "f($_loc)        | _loc  | true",
        "f($$_loc)       | _loc  | false",
        "f($_location)   | _loc  | false",
        "f($0, $1)       | 0     | true",
        "f($01)          | 0     | false",
        "$_self          | _self | true",
        "$$$_self        | _self | true",
    })
    void uses(String text, String name, boolean expected) {
        assertEquals(expected, Tgfmt.uses(text, name));
    }
}
