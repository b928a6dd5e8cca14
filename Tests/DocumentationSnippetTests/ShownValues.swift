import Testing

/// Checks the values a listing shows in its comments (the generated `shown.check` calls of
/// Snippets.swift), and remembers which were checked so that a value whose line never ran fails
/// too.
final class ShownValues {
  /// The places (file and listing line) whose value was checked.
  private(set) var checked: Set<String> = []

  /// `value` against the value text of the comment (``ShownValue``'s forms and tolerance).
  func check<T>(_ value: T, is text: String, at place: String) {
    checked.insert(place)
    guard let shown = ShownValue.read(Substring(text))?.value else {
      Issue.record("\(place)\n  the comment does not read as a value")
      return
    }
    if let problem = shown.mismatch(value as Any) {
      Issue.record("\(place)\n  \(problem): correct the comment (or the code) so that they agree")
    }
  }

  /// What `print(items…)` writes, without its newline, against the comment's text.
  func check(printing items: Any..., is text: String, at place: String) {
    checked.insert(place)
    let printed = items.map { String(describing: $0) }.joined(separator: " ")
    if printed != text {
      Issue.record("\(place)\n  it prints \(printed.debugDescription): correct the comment so that it is what is printed")
    }
  }

  /// `// = expression` for a number: within 1e-12 relative (exact when it is 0 or infinite).
  func check(_ value: Double?, equals expected: Double?, at place: String) {
    checked.insert(place)
    guard let value, let expected else {
      if (value == nil) != (expected == nil) { Issue.record("\(place)\n  \(String(describing: value)) is not \(String(describing: expected))") }
      return
    }
    let close = value == expected || (expected.isFinite && (value - expected).magnitude <= 1e-12 * expected.magnitude)
    if !close { Issue.record("\(place)\n  \(value) is not \(expected) within 1e-12 relative") }
  }

  /// `// = expression` for any other value: equal.
  func check<T: Equatable>(_ value: T, equals expected: T, at place: String) {
    checked.insert(place)
    if value != expected { Issue.record("\(place)\n  \(value) is not \(expected)") }
  }
}
