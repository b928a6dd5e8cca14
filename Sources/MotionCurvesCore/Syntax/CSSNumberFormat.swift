/// Shortest round-trip text of a finite number, without a trailing ".0" (CSS writes 1, not 1.0).
package func cssNumber(_ value: Double) -> String {
  let text = value == 0 ? "0" : "\(value)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

/// CSS compares keywords ASCII case-insensitively: only A–Z fold.
package func asciiLowercased(_ text: String) -> String {
  var result = ""
  for c in text.unicodeScalars {
    result.unicodeScalars.append(("A"..."Z").contains(c) ? Unicode.Scalar(UInt8(c.value + 32)) : c)
  }
  return result
}
