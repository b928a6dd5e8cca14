import MotionCurvesCore

extension CSSTransformList {
  /// Reads a CSS `<transform-list>` or `none` (CSS Transforms 1 and 2): `matrix`, `matrix3d`,
  /// `translate`, `translateX/Y/Z`, `translate3d`, `scale`, `scaleX/Y/Z`, `scale3d`, `rotate`,
  /// `rotateX/Y/Z`, `rotate3d`, `skew`, `skewX/Y` and `perspective`, names and units
  /// ASCII-case-insensitive, arguments separated by commas, functions by optional white space.
  /// Lengths may be px, the absolute units, `%` (where CSS allows it) or `em`; angles deg, rad,
  /// grad or turn (a bare 0 is allowed for both); arguments may be `calc()` sums. Percentages and
  /// `em` are kept as written and resolved only when a matrix is asked for.
  ///
  /// - Throws: ``SyntaxError`` with the character offset of the first problem.
  /// - Complexity: O(n) in the length of the text.
  public init(css text: String) throws(SyntaxError) {
    var scanner = CSSTransformScanner(text)
    scanner.skipWhitespace()
    let noneStart = scanner.position
    if let word = scanner.identifier(), asciiLowercased(word) == "none" {
      scanner.skipWhitespace()
      guard scanner.isAtEnd else { throw scanner.error("unexpected \(scanner.found) after 'none'") }
      self = .none
      return
    }
    scanner.base.position = noneStart
    var functions: [CSSTransformFunction] = []
    while true {
      scanner.skipWhitespace()
      if scanner.isAtEnd { break }
      functions.append(try scanner.transformFunction())
    }
    guard !functions.isEmpty else { throw scanner.error("expected a transform function or 'none' but found the end of the text") }
    self.init(functions)
  }
}

extension CSSTransformFunction {
  /// Reads one transform function, as ``CSSTransformList/init(css:)`` does.
  ///
  /// - Throws: ``SyntaxError`` with the character offset of the first problem.
  public init(css text: String) throws(SyntaxError) {
    var scanner = CSSTransformScanner(text)
    scanner.skipWhitespace()
    self = try scanner.transformFunction()
    scanner.skipWhitespace()
    guard scanner.isAtEnd else { throw scanner.error("unexpected \(scanner.found) after the function") }
  }
}

extension CSSTransformScanner {
  mutating func transformFunction() throws(SyntaxError) -> CSSTransformFunction {
    let start = position
    guard let name = identifier() else { throw error("expected a transform function but found \(found)") }
    guard consume("(") else { throw error("expected '(' after '\(name)' but found \(found)") }
    let function: CSSTransformFunction
    switch asciiLowercased(name) {
    case "matrix":
      let n = try numbers(6)
      function = .matrix(TransformMatrix2D(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
    case "matrix3d":
      let n = try numbers(16)
      guard let m = try? TransformMatrix3D(matrix3d: n) else { throw error("matrix3d() takes 16 numbers", at: start) }
      function = .matrix3d(m)
    case "translate":
      let x = try length()
      function = .translate(x, closes() ? nil : try next { (s) throws(SyntaxError) in try s.length() })
      return function
    case "translatex": function = .translateX(try length())
    case "translatey": function = .translateY(try length())
    case "translatez": function = .translateZ(try length(percentAllowed: false))
    case "translate3d":
      let x = try length()
      try comma()
      let y = try length()
      try comma()
      function = .translate3d(x, y, try length(percentAllowed: false))
    case "scale":
      let x = try number(percentAllowed: true)
      function = .scale(x, closes() ? nil : try next { (s) throws(SyntaxError) in try s.number(percentAllowed: true) })
      return function
    case "scalex": function = .scaleX(try number(percentAllowed: true))
    case "scaley": function = .scaleY(try number(percentAllowed: true))
    case "scalez": function = .scaleZ(try number(percentAllowed: true))
    case "scale3d":
      let n = try numbers(3, percentAllowed: true)
      function = .scale3d(n[0], n[1], n[2])
    case "rotate": function = .rotate(try angle())
    case "rotatex": function = .rotateX(try angle())
    case "rotatey": function = .rotateY(try angle())
    case "rotatez": function = .rotateZ(try angle())
    case "rotate3d":
      let n = try numbers(3)
      try comma()
      function = .rotate3d(SIMD3(n[0], n[1], n[2]), try angle())
    case "skew":
      let x = try angle()
      function = .skew(x, closes() ? nil : try next { (s) throws(SyntaxError) in try s.angle() })
      return function
    case "skewx": function = .skewX(try angle())
    case "skewy": function = .skewY(try angle())
    case "perspective":
      skipWhitespace()
      let save = position
      if let word = identifier(), asciiLowercased(word) == "none" {
        function = .perspective(nil)
      } else {
        base.position = save
        let valueStart = position
        let d = try length(percentAllowed: false)
        if d.px < 0 || d.em < 0 { throw error("perspective() needs a length ≥ 0", at: valueStart) }
        function = .perspective(d)
      }
    default:
      throw error("'\(name)' is not a transform function", at: start)
    }
    guard closes() else { throw error("expected ')' but found \(found)") }
    return function
  }

  /// After a first argument that was not followed by ')': a comma, one more argument, then ')'.
  mutating func next<T>(_ read: (inout CSSTransformScanner) throws(SyntaxError) -> T) throws(SyntaxError) -> T {
    try comma()
    let value = try read(&self)
    guard closes() else { throw error("expected ')' but found \(found)") }
    return value
  }

  /// `count` comma-separated numbers (the closing parenthesis is left to the caller).
  mutating func numbers(_ count: Int, percentAllowed: Bool = false) throws(SyntaxError) -> [Double] {
    var values: [Double] = []
    values.reserveCapacity(count)
    for i in 0..<count {
      if i > 0 { try comma() }
      values.append(try number(percentAllowed: percentAllowed))
    }
    return values
  }
}
