package pdll.tablegen.eval;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import pdll.tablegen.ast.BangOp;

/** The string operators ({@code !strconcat}, {@code !substr}, {@code !subst}, {@code !match}, ...). */
final class StringOps {
    private final Folder folder;

    StringOps(Folder folder) {
        this.folder = folder;
    }

    /** The folded value, or null when the operands are not known enough yet. */
    Value fold(Value.Op op) {
        List<Value> a = op.operands();
        switch (op.op()) {
            case STRCONCAT -> {
                Value.Str x = str(a.get(0)), y = str(a.get(1));
                if (x == null || y == null) return null;
                return new Value.Str(x.value() + y.value(), x.code() || y.code());
            }
            case INTERLEAVE -> {
                if (!(a.get(0) instanceof Value.ListV l) || !(a.get(1) instanceof Value.Str sep)) return null;
                StringBuilder sb = new StringBuilder();
                // as in the reference: code only if an element after the first is code
                boolean code = false;
                for (int i = 0; i < l.elements().size(); i++) {
                    Value e = l.elements().get(i);
                    if (i > 0) sb.append(sep.value());
                    if (e instanceof Value.Str s) {
                        sb.append(s.value());
                        if (i > 0) code |= s.code();
                    } else {
                        Long x = Types.asLong(e);
                        if (x == null) return null;
                        sb.append(x);
                    }
                }
                return new Value.Str(sb.toString(), code);
            }
            case TOLOWER, TOUPPER -> {
                Value.Str s = str(a.get(0));
                if (s == null) return null;
                String t = op.op() == BangOp.TOLOWER ? s.value().toLowerCase(Locale.ROOT) : s.value().toUpperCase(Locale.ROOT);
                return new Value.Str(t, false);
            }
            case SUBSTR -> {
                Value.Str s = str(a.get(0));
                Long start = Types.asLong(a.get(1));
                Long len = a.size() > 2 ? Types.asLong(a.get(2)) : Long.valueOf(Long.MAX_VALUE);
                if (s == null || start == null || len == null) return null;
                if (start < 0 || start > s.value().length()) throw folder.error("!substr start position is out of range 0..." + s.value().length() + ": " + start);
                if (len < 0) throw folder.error("!substr length must be nonnegative");
                int end = (int) Math.min(s.value().length(), start + Math.min(len, Integer.MAX_VALUE));
                return new Value.Str(s.value().substring(start.intValue(), end), s.code());
            }
            case FIND -> {
                Value.Str s = str(a.get(0)), sub = str(a.get(1));
                Long start = a.size() > 2 ? Types.asLong(a.get(2)) : Long.valueOf(0);
                if (s == null || sub == null || start == null) return null;
                if (start < 0 || start > s.value().length()) return new Value.Int(-1);
                return new Value.Int(s.value().indexOf(sub.value(), start.intValue()));
            }
            case SUBST -> {
                return subst(a.get(0), a.get(1), a.get(2));
            }
            case MATCH -> {
                if (!(a.get(0) instanceof Value.Str str) || !(a.get(1) instanceof Value.Str re)) return null;
                return Value.bit(regex(re.value()).matcher(str.value()).find());
            }
            default -> throw new IllegalArgumentException("not a string operator: !" + op.op().spelling);
        }
    }

    private static Value.Str str(Value v) {
        return v instanceof Value.Str s ? s : null;
    }

    /** A pattern of {@code !match} or {@code !instances}; an invalid one is an error at the statement. */
    Pattern regex(String re) {
        try {
            return Pattern.compile(re);
        } catch (PatternSyntaxException e) {
            throw folder.error("invalid regex '" + re + "': " + e.getDescription());
        }
    }

    private Value subst(Value from, Value to, Value target) {
        if (from instanceof Value.Str f && to instanceof Value.Str t && target instanceof Value.Str s) {
            if (f.value().isEmpty()) return s;
            StringBuilder sb = new StringBuilder();
            String in = s.value();
            int idx = 0;
            while (true) {
                int k = in.indexOf(f.value(), idx);
                if (k < 0) break;
                sb.append(in, idx, k).append(t.value());
                idx = k + f.value().length();
            }
            sb.append(in, idx, in.length());
            return new Value.Str(sb.toString(), false);
        }
        if (from instanceof Value.DefRef && Concrete.is(target) && Concrete.is(to)) {
            return target.equals(from) ? to : target;
        }
        return null;
    }
}
