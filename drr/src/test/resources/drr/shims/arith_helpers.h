// The helpers ArithCanonicalization.td's NativeCodeCalls and constraints call. MLIR defines them
// `static` in ArithOps.cpp, next to the generated patterns; a plugin built outside MLIR needs
// its own definitions, with the same signatures and results (written for the differential test).
#ifndef DRR_SHIM_ARITH_HELPERS_H
#define DRR_SHIM_ARITH_HELPERS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APInt.h"

// ArithOps.cpp's C++ (and so the patterns' snippets) is written under these.
using namespace mlir;
using namespace mlir::arith;

namespace {

// lhs op rhs on the integer attributes' values, as an attribute of the result's type.
template <typename Fn>
IntegerAttr drrShimFoldInts(Value res, Attribute lhs, Attribute rhs, Fn fn) {
  const llvm::APInt &a = llvm::cast<IntegerAttr>(lhs).getValue();
  const llvm::APInt &b = llvm::cast<IntegerAttr>(rhs).getValue();
  return IntegerAttr::get(res.getType(), fn(a, b));
}

[[maybe_unused]] IntegerAttr addIntegerAttrs(PatternRewriter &, Value res, Attribute lhs, Attribute rhs) {
  return drrShimFoldInts(res, lhs, rhs, [](const llvm::APInt &a, const llvm::APInt &b) { return a + b; });
}

[[maybe_unused]] IntegerAttr subIntegerAttrs(PatternRewriter &, Value res, Attribute lhs, Attribute rhs) {
  return drrShimFoldInts(res, lhs, rhs, [](const llvm::APInt &a, const llvm::APInt &b) { return a - b; });
}

[[maybe_unused]] IntegerAttr mulIntegerAttrs(PatternRewriter &, Value res, Attribute lhs, Attribute rhs) {
  return drrShimFoldInts(res, lhs, rhs, [](const llvm::APInt &a, const llvm::APInt &b) { return a * b; });
}

// The flags both ops guarantee.
[[maybe_unused]] arith::IntegerOverflowFlagsAttr mergeOverflowFlags(arith::IntegerOverflowFlagsAttr a,
                                                                    arith::IntegerOverflowFlagsAttr b) {
  return arith::IntegerOverflowFlagsAttr::get(a.getContext(), a.getValue() & b.getValue());
}

[[maybe_unused]] arith::CmpIPredicateAttr invertPredicate(arith::CmpIPredicateAttr pred) {
  return arith::CmpIPredicateAttr::get(pred.getContext(), arith::invertPredicate(pred.getValue()));
}

// Bit width of an integer or float type, or of the element type of a shaped one; -1 otherwise.
[[maybe_unused]] int64_t getScalarOrElementWidth(Type type) {
  Type element = getElementTypeOrSelf(type);
  return element.isIntOrFloat() ? static_cast<int64_t>(element.getIntOrFloatBitWidth()) : -1;
}

[[maybe_unused]] int64_t getScalarOrElementWidth(Value value) { return getScalarOrElementWidth(value.getType()); }

// The value of an integer attribute or integer splat.
[[maybe_unused]] FailureOr<llvm::APInt> getIntOrSplatIntValue(Attribute attr) {
  llvm::APInt value;
  if (matchPattern(attr, m_ConstantInt(&value))) return value;
  return failure();
}
} // namespace

#endif
