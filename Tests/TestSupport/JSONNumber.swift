import Foundation

/// A number of a JSON object read by `JSONSerialization`, exactly: a JSON number, or a string that
/// holds one (`"Infinity"`, `"-Infinity"` and the 40-digit values some fixtures write as text);
/// nil for anything else (`null`, a word, an array).
///
/// The one reader of JSON numbers for the tests. On Linux, `JSONSerialization` gives a number with
/// a fraction as `NSDecimalNumber`, whose `doubleValue` can be a few ulps off (0.10526315789473684
/// reads as 0.10526315789473686): its text, read by `Double(_:)`, is correctly rounded.
public func jsonNumber(_ any: Any?) -> Double? {
  switch any {
  case let string as String: return Double(string)
  case is NSNull, nil: return nil
  case let decimal as NSDecimalNumber: return Double(decimal.description)
  case let number as NSNumber: return number.doubleValue
  case let double as Double: return double
  case let integer as Int: return Double(integer)
  default: return nil
  }
}

/// The numbers of a JSON array, each read by ``jsonNumber(_:)``; nil when the value is not an
/// array or any element is not a number.
public func jsonNumbers(_ any: Any?) -> [Double]? {
  guard let list = any as? [Any] else { return nil }
  let values = list.compactMap(jsonNumber)
  return values.count == list.count ? values : nil
}
