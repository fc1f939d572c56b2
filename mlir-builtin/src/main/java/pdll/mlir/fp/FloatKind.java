package pdll.mlir.fp;

/** TEMPORARY stand-in until the fp package lands (branch i29-float). */
public enum FloatKind {
    F16, BF16, F32, F64, F80, F128, TF32, F8E5M2, F8E4M3, F8E4M3FN, F8E5M2FNUZ, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E3M4, F8E8M0FNU,
    F6E2M3FN, F6E3M2FN, F4E2M1FN;

    public String keyword() {
        String n = name();
        return n.startsWith("BF") || n.startsWith("TF") ? n.toLowerCase() : "f" + n.substring(1);
    }

    public static FloatKind byKeyword(String k) {
        for (FloatKind f : values()) if (f.keyword().equals(k)) return f;
        return null;
    }
}
