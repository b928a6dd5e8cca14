import Foundation

/// Every Swift code listing of the README, the DocC articles and the library's doc comments, as one
/// Swift file that the test target compiles and runs: a listing that stops compiling breaks the
/// build, and a value a listing shows in a comment that the code no longer gives fails the tests.
///
/// Each listing becomes the body of a throwing function. So that the examples can stay as a reader
/// wants them — a value computed and shown in a comment, not assigned — a statement at the top
/// level of a listing that is neither a declaration nor control flow is passed to `show` (or, when
/// it runs on over several lines, prefixed with `_ =`), and every constant or variable a listing
/// declares at its top level is used once at its end. Import lines are dropped (the file imports
/// MotionCurves), and so is a package manifest (a listing whose first line is `// Package.swift`).
///
/// **Shown values are asserted.** The rule a listing follows:
/// - A trailing comment shows a value when it starts with one (see ``ShownValue`` for the forms and
///   their tolerance: numbers within 1e-12 relative, or to the digits shown when they end in `…`;
///   integers, strings in quotes, `nil`, `true`/`false` and `.case` exactly; lists, tuples and
///   ranges element by element). Prose may follow the value after `: `, `, ` or a space:
///   `show(fade.value(at: 600))  // 0.5: 400 ms into the first iteration`.
/// - `// = expression` shows the value of a Swift expression: within 1e-12 relative for a number,
///   equal otherwise (`point.value(at: 0.5)  // = wave.value(x: 75, time: 0.5)`).
/// - The comment must sit on a whole statement at the top level of the listing: an expression, or
///   a `let`/`var` binding of one name (the name's value is checked after the line). On a `print`
///   call — anywhere in the listing — the whole comment is the text printed, verbatim.
/// - A comment that starts like a value — a digit, a sign, `"`, `[`, `(`, `.`, `=`, `≈`, `∞`,
///   `nil`, `true`, `false`, or CSS text such as `linear(` — but that the extractor cannot turn
///   into an assertion (it does not read as a value, or sits on a line that is not a whole
///   top-level statement) fails `snippetsAreCurrent` with the reason and what to write instead.
///   Prose starts with a word: `// the handle alone`.
enum SnippetExtractor {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  /// The generated file lives beside this one.
  static let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snippets.swift")

  /// One listing: the file it is in and its lines.
  struct Listing {
    var file: String
    var lines: [String]
  }

  /// Every listing, in a stable order: the README, the DocC articles, then the doc comments of
  /// every library target (`Sources/MotionCurves*`).
  static func listings() throws -> [Listing] {
    var result: [Listing] = []
    var files = ["README.md"]
    let docc = "Sources/MotionCurves/MotionCurves.docc"
    files += try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(docc).path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "\(docc)/\($0)" }
    let sources = root.appendingPathComponent("Sources")
    var swiftFiles: [String] = []
    for target in try FileManager.default.contentsOfDirectory(atPath: sources.path) where target.hasPrefix("MotionCurves") {
      let enumerator = FileManager.default.enumerator(atPath: sources.appendingPathComponent(target).path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { swiftFiles.append("Sources/\(target)/\(path)") }
      }
    }
    files += swiftFiles.sorted()
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      let isSwift = file.hasSuffix(".swift")
      var current: [String]?
      for rawLine in text.components(separatedBy: "\n") {
        var line = rawLine
        if isSwift {
          let trimmed = line.drop { $0 == " " }
          guard trimmed.hasPrefix("///") else {
            current = nil
            continue
          }
          line = String(trimmed.dropFirst(3))
          if line.hasPrefix(" ") { line.removeFirst() }
        }
        if current == nil {
          if line.trimmingCharacters(in: .whitespaces) == "```swift" { current = [] }
        } else if line.trimmingCharacters(in: .whitespaces) == "```" {
          if let listing = current, listing.first?.hasPrefix("// Package.swift") != true {
            result.append(Listing(file: file, lines: listing))
          }
          current = nil
        } else {
          current?.append(line)
        }
      }
    }
    return result
  }

  /// The generated Swift file, and the problems found on the way: value comments the extractor
  /// cannot assert (each says where and what to write instead).
  static func generate() throws -> (text: String, problems: [String]) {
    var out = """
      // Generated by DocumentationSnippetTests from every ```swift listing of README.md, the DocC
      // articles and the doc comments of Sources/MotionCurves*. Do not edit: change the documentation
      // and run `UPDATE_SNIPPETS=1 swift test -Xswiftc -DUPDATING_SNIPPETS --filter DocumentationSnippetTests`
      // (the flag leaves this file out while it is rewritten, so stale listings do not stop the build).
      // A value a listing shows in a comment is checked (`shown.check`); SnippetExtractor states the rule.
      // swift-format-ignore-file

      #if !UPDATING_SNIPPETS

      import MotionCurves
      /// Takes the value of a statement a listing shows without a value in its comment.
      func show<T>(_ value: T) {}


      """
    var counts: [String: Int] = [:]
    var names: [(name: String, checks: Int)] = []
    var problems: [String] = []
    let all = try listings()
    let imports = Set(all.flatMap { $0.lines.filter { $0.hasPrefix("import ") && $0 != "import MotionCurves" } })
    out += imports.sorted().map { $0 + "\n" }.joined()
    for listing in all {
      let base = URL(fileURLWithPath: listing.file).deletingPathExtension().lastPathComponent
        .map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
      counts[base, default: 0] += 1
      let name = "snippet_\(base)_\(counts[base, default: 0])"
      out += "// \(listing.file)\n"
      out += "func \(name)(_ shown: ShownValues) throws {\n"
      var declared: [String] = []
      var checks = 0
      var open = 0  // brackets left open by the lines before: 0 at the start of a statement
      for line in listing.lines where !line.hasPrefix("import ") {
        guard !line.isEmpty else {
          out += "\n"
          continue
        }
        let (code, comment) = split(line)
        let atStatementStart = open == 0
        open += depth(code)
        let value = comment.drop { $0 == " " }.dropFirst(2).drop { $0 == " " }
        let place = "\(listing.file): \(line.trimmingCharacters(in: .whitespaces))"
        var generated = rewrite(line, declaring: &declared)
        let statement = code.trimmingCharacters(in: .whitespaces)
        let isPrint = statement.hasPrefix("print(") && statement.hasSuffix(")") && depth(statement) == 0
        if !statement.isEmpty, !value.isEmpty, isPrint || looksLikeValue(value) {
          switch assertion(code: code, value: value, topLevel: atStatementStart && open == 0, place: place) {
          case let .success(lines):
            generated = lines.joined(separator: "\n  ")
            checks += 1
          case let .failure(problem):
            problems.append("\(place)\n  \(problem.reason)")
          }
        }
        out += "  " + generated + "\n"
      }
      if !declared.isEmpty { out += "  _ = (\(declared.joined(separator: ", ")))\n" }
      out += "}\n\n"
      names.append((name, checks))
    }
    out += "/// Every listing, in order, with the number of values it shows, so that the tests can run them.\n"
    out += "let allSnippets: [(name: String, shownValues: Int, run: @Sendable (ShownValues) throws -> Void)] = [\n"
    out += names.map { "  (\"\($0.name)\", \($0.checks), \($0.name)),\n" }.joined() + "]\n"
    return (out + "#endif\n", problems)
  }

  /// Why a value comment cannot be asserted, with what to write instead.
  struct Problem: Error {
    var reason: String
  }

  /// Whether a comment starts like a value (so that it must be one the extractor can assert).
  static func looksLikeValue(_ comment: Substring) -> Bool {
    guard let first = comment.first else { return false }
    if "0123456789+-−\"[(.=≈∞".contains(first) { return true }
    let word = comment.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
    if ["nil", "true", "false", "nan"].contains(word) { return true }
    // CSS text such as `linear(0 0%, …)` or `color(srgb 1 0 0)`: a value, written in quotes.
    return !word.isEmpty && comment.dropFirst(word.count).first == "("
  }

  /// The generated lines that run a listing line and check the value its comment shows.
  static func assertion(code: String, value: Substring, topLevel: Bool, place: String) -> Result<[String], Problem> {
    let at = literal(place)
    let statement = code.trimmingCharacters(in: .whitespaces)
    let indent = String(code.prefix { $0 == " " })
    // `print(…)  // text`: the text printed, anywhere in the listing.
    if statement.hasPrefix("print("), statement.hasSuffix(")"), depth(statement) == 0 {
      let items = statement.dropFirst(6).dropLast()
      return .success(["\(indent)shown.check(printing: \(items), is: \(literal(String(value))), at: \(at))"])
    }
    guard topLevel else {
      return .failure(Problem(
        reason: "the value is shown on a line that is not a whole statement at the top level of the listing: "
          + "show it on a top-level line of its own (`show(x)  // 0.5`, or `let x = …  // 0.5`), or start the comment with a word"))
    }
    if value.first == "≈" {
      return .failure(Problem(reason: "`≈` is not a value: show the leading digits with … (`// 0.4999…`) or the exact value"))
    }
    let check: String
    if value.first == "=" {
      let expression = value.dropFirst().trimmingCharacters(in: .whitespaces)
      guard !expression.isEmpty else { return .failure(Problem(reason: "`// =` needs a Swift expression after it")) }
      check = "equals: \(expression)"
    } else {
      guard ShownValue.read(value) != nil else {
        return .failure(Problem(
          reason: "`// \(value)` starts like a value but does not read as one: write a number (`0.5`, `-26.66…`), a string in quotes "
            + "(`\"rgb(0, 128, 0)\"`), nil, true, false, `.case`, a list `[…]`, a tuple `(…)` or a range `a...b`, then prose after `: `; "
            + "or start the comment with a word"))
      }
      check = "is: \(literal(String(value)))"
    }
    // `let name = …` / `var name = …`: the name's value after the line.
    if statement.hasPrefix("let ") || statement.hasPrefix("var ") {
      guard let match = statement.firstMatch(of: #/^(?:let|var) ([a-z_][A-Za-z0-9_]*)(?: *:[^=]+)? = /#) else {
        return .failure(Problem(reason: "a value comment on a binding of several names cannot be checked: bind one name per line"))
      }
      return .success([code, "shown.check(\(match.1), \(check), at: \(at))"])
    }
    if statement.contains(" = ") || statement.contains(" += ") || statement.contains(" -= ") {
      return .failure(Problem(reason: "a value comment on an assignment cannot be checked: show the value on a line of its own"))
    }
    return .success(["shown.check(\(statement), \(check), at: \(at))"])
  }

  /// A Swift raw string literal holding `text`.
  static func literal(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) { hashes += "#" }
    return hashes + "\"" + text + "\"" + hashes
  }

  /// Brackets opened minus brackets closed on a line of code (outside string literals).
  static func depth(_ code: String) -> Int {
    var depth = 0
    var inString = false
    for c in code {
      if c == "\"" { inString.toggle() }
      if inString { continue }
      if "([{".contains(c) { depth += 1 }
      if ")]}".contains(c) { depth -= 1 }
    }
    return depth
  }

  /// One line of a listing, with `_ =` before a top-level expression statement; the names it
  /// declares at the top level are added to `declared`.
  static func rewrite(_ line: String, declaring declared: inout [String]) -> String {
    guard let first = line.first, first != " ", first != "}", first != ")", first != "]", first != "/" else { return line }
    let words = line.split(separator: " ", maxSplits: 2)
    if let keyword = words.first, keyword == "let" || keyword == "var", words.count > 1 {
      // `let name …` or a tuple pattern `let (a, b) = …`.
      let rest = line.dropFirst(keyword.count + 1)
      let pattern = rest.hasPrefix("(") ? rest.dropFirst().prefix { $0 != ")" } : rest.prefix { $0.isLetter || $0.isNumber }
      for name in pattern.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
      where name.first?.isLowercase == true && !declared.contains(name) {
        declared.append(name)
      }
      return line
    }
    let statements = ["for", "if", "do", "guard", "switch", "while", "func", "struct", "enum", "return", "throw", "_"]
    if let keyword = words.first, statements.contains(String(keyword)) { return line }
    // An assignment (`x = …`, `x += …`) is a statement already.
    if let equals = line.range(of: " = ") ?? line.range(of: " += "), !line[..<equals.lowerBound].contains("(") {
      return line
    }
    // A statement on one line is passed to `show`, which takes any value, Void included; the first
    // line of a statement that runs on is prefixed with `_ =`.
    let (code, comment) = split(line)
    return depth(code) == 0 ? "show(\(code))\(comment)" : "_ = " + line
  }

  /// The code and its trailing `//` comment (outside string literals).
  static func split(_ line: String) -> (code: String, comment: String) {
    var inString = false
    var previous: Character = " "
    for index in line.indices {
      let c = line[index]
      if c == "\"" { inString.toggle() }
      if !inString && c == "/" && previous == "/" {
        let start = line.index(before: index)
        let code = line[..<start]
        let trimmed = code.reversed().drop { $0 == " " }.reversed()
        return (String(trimmed), String(line[code.index(code.startIndex, offsetBy: trimmed.count)...]))
      }
      previous = c
    }
    return (line, "")
  }
}
