/// Formats the rows as an aligned table, CSV or JSON.
enum Report {
  static func table(_ rows: [Row]) -> String {
    var lines = [["benchmark", "case", "implementation", "median", "min–max", "max error", "frame share (120 Hz, 60 Hz)", "vs motioncurves", "note"]]
    for row in rows {
      let baseline = rows.first {
        $0.benchmark == row.benchmark && $0.variant == row.variant && $0.implementation == "motioncurves"
      }
      let ratio = baseline.map { row.timing.median / $0.timing.median }
      lines.append([
        row.benchmark, row.variant, row.implementation,
        "\(fixed(row.timing.median, 1)) ns/\(row.unit)",
        "\(fixed(row.timing.min, 1))–\(fixed(row.timing.max, 1))",
        row.maxError.map { scientific($0) } ?? "—",
        row.frameShare.map { share in
          "\(fixed(share * 100, 4)) % of 8.33 ms, \(fixed((row.frameShare60Hz ?? 0) * 100, 4)) % of 16.7 ms"
            + (row.timing.allocations.map { ", \(fixed($0, 2)) allocations/frame" } ?? "")
        } ?? "",
        ratio.map { row.implementation == "motioncurves" ? "1" : "\(fixed($0, 2))×" } ?? "",
        row.note,
      ])
    }
    let widths = (0..<lines[0].count).map { column in lines.map { $0[column].unicodeScalars.count }.max() ?? 0 }
    return lines.map { line in
      zip(line, widths).map { cell, width in
        cell + String(repeating: " ", count: width - cell.unicodeScalars.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }

  static let columns = [
    "benchmark", "case", "implementation", "unit", "nsPerOp", "minNsPerOp", "maxNsPerOp", "maxError",
    "frameBudgetNs", "frameShare", "frameShare60Hz", "allocationsPerOp", "note",
  ]

  static func fields(_ row: Row) -> [(String, String)] {
    [
      ("benchmark", quoted(row.benchmark)), ("case", quoted(row.variant)),
      ("implementation", quoted(row.implementation)), ("unit", quoted(row.unit)),
      ("nsPerOp", "\(row.timing.median)"), ("minNsPerOp", "\(row.timing.min)"),
      ("maxNsPerOp", "\(row.timing.max)"), ("maxError", row.maxError.map { "\($0)" } ?? "null"),
      ("frameBudgetNs", row.frameBudget.map { "\($0)" } ?? "null"),
      ("frameShare", row.frameShare.map { "\($0)" } ?? "null"),
      ("frameShare60Hz", row.frameShare60Hz.map { "\($0)" } ?? "null"),
      ("allocationsPerOp", row.timing.allocations.map { "\($0)" } ?? "null"),
      ("note", row.note.isEmpty ? "null" : quoted(row.note)),
    ]
  }

  static func csv(_ rows: [Row]) -> String {
    var text = columns.joined(separator: ",") + "\n"
    for row in rows {
      text += fields(row).map { $0.1 == "null" ? "" : $0.1 }.joined(separator: ",") + "\n"
    }
    return text
  }

  static func json(_ rows: [Row]) -> String {
    let objects = rows.map { row in
      "  {" + fields(row).map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }

  /// A JSON (and CSV) string literal: quotes and backslashes escaped.
  static func quoted(_ text: String) -> String {
    var escaped = ""
    for c in text.unicodeScalars {
      switch c {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      default: escaped.unicodeScalars.append(c)
      }
    }
    return "\"\(escaped)\""
  }

  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (value * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(abs(scaled) - abs(Double(whole)) * scale)
    guard digits > 0 else { return "\(whole)" }
    let padded = String(repeating: "0", count: max(0, digits - "\(fraction)".count)) + "\(fraction)"
    return (scaled < 0 && whole == 0 ? "-" : "") + "\(whole).\(padded)"
  }

  static func scientific(_ value: Double) -> String {
    guard value != 0, value.isFinite else { return value == 0 ? "0" : "\(value)" }
    var exponent = 0
    var mantissa = abs(value)
    while mantissa >= 10 { mantissa /= 10; exponent += 1 }
    while mantissa < 1 { mantissa *= 10; exponent -= 1 }
    return "\(fixed(mantissa, 1))e\(exponent)"
  }
}
