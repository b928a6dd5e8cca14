import ArgumentParser
import MotionCurves

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading an animation document from a file or standard input: every failure one line naming
/// the file and, for a bad document, the JSON path.
enum AnimationDocumentInput {
  /// The largest document read: a guard against reading an endless device.
  static let limit = 64 << 20

  /// The document at `path` (`-`: standard input).
  static func load(_ path: String) throws -> AnimationDocument {
    try load(AnimationDocument.self, path, what: "animation document")
  }

  /// A document of type `T` (an animation or a scene) at `path` (`-`: standard input).
  static func load<T: Decodable>(_ type: T.Type, _ path: String, what: String) throws -> T {
    let name = path == "-" ? "standard input" : escaped(path)
    return try decode(type, try contents(path, name: name), name: name, what: what)
  }

  /// A document of type `T` from its bytes, `name` saying where they came from in messages.
  static func decode<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], name: String, what: String) throws -> T {
    do {
      return try JSONDecoder().decode(type, from: Data(bytes))
    } catch let error as AnimationDocumentError {
      throw ValidationError("\(name): \(error)")
    } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
      // The only decoding error that escapes the document's own reading: the text is not JSON,
      // or nests deeper than the reader allows (which it reports the same way).
      let depth = nestingDepth(bytes)
      if depth > nestingLimit {
        throw ValidationError("\(name) nests arrays and objects \(depth) levels deep, beyond the JSON reader's \(nestingLimit)")
      }
      let detail = context.underlyingError.map { ": \($0)" } ?? ""
      throw ValidationError("\(name) is not valid JSON\(detail)")
    } catch let error as DecodingError {
      throw ValidationError("\(name) is not a valid \(what): \(describe(error))")
    } catch {
      throw ValidationError("\(name) is not a valid \(what): \(error)")
    }
  }

  /// A decoding error in a sentence: where (the JSON path) and what, without Foundation's
  /// debugging wrapper.
  static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      var text = ""
      for key in keys {
        if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
      }
      return text.isEmpty ? "the top level" : text
    }
    switch error {
    case let .keyNotFound(key, context):
      return "at \(path(context.codingPath)): \(quoted(key.stringValue)) is missing"
    case let .typeMismatch(type, context), let .valueNotFound(type, context):
      return "at \(path(context.codingPath)): expected \(type == Double.self ? "a number" : type == Int.self ? "an integer" : "\(type)")"
    case let .dataCorrupted(context):
      return "at \(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  /// The deepest nesting Foundation's JSON reader accepts.
  static let nestingLimit = 512

  /// The deepest nesting of arrays and objects in JSON text, outside strings.
  static func nestingDepth(_ bytes: [UInt8]) -> Int {
    var depth = 0, deepest = 0, inString = false, escaping = false
    for byte in bytes {
      if inString {
        if escaping {
          escaping = false
        } else if byte == UInt8(ascii: "\\") {
          escaping = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = Swift.max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }

  /// Every byte of the file (or of standard input), up to ``limit``.
  static func contents(_ path: String, name: String) throws -> [UInt8] {
    let fd = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure(name) }
    defer { if fd != 0 { close(fd) } }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(name)
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else { throw ValidationError("\(name) is larger than \(limit >> 20) MiB") }
      bytes += buffer[..<count]
    }
  }

  private static func failure(_ name: String) -> ValidationError {
    ValidationError("cannot read \(name): \(String(cString: strerror(errno)))")
  }
}

/// The node `--animation` names, and the chain of nodes from the document's root down to it,
/// which is all its time depends on.
struct AnimationSelection {
  /// What the selected node is.
  enum Kind { case animation, group, layer }

  /// The selected node's document.
  let document: AnimationDocument
  let kind: Kind
  /// The root's chain down to the selection, ending in one leaf that reports the selection's
  /// state: the animation itself; a group's own timing alone (its children dropped); or, under a
  /// layer, a Web Animations leaf whose local time is the layer's.
  let chain: AnimationNode<ComponentVector>
  /// The selector, for messages.
  let name: String

  init(_ root: AnimationDocument, selector: String) throws {
    name = selector.isEmpty ? "the document" : "'\(escaped(selector))'"
    guard let selected = root.animation(named: selector), let path = root.indexPath(named: selector) else {
      throw ValidationError("--animation '\(escaped(selector))' names no animation of the document")
    }
    document = selected
    let probe: AnimationDocument
    switch selected.node {
    case .animation:
      kind = .animation
      probe = selected
    case .group:
      kind = .group
      probe = try AnimationDocument(keyPath: selected.keyPath, clock: selected.clock)
    case .layer:
      kind = .layer
      probe = try AnimationDocument(
        keyPath: selected.keyPath, clock: selected.clock, animations: [try AnimationDocument(clock: .effect(try EffectTiming()))])
    }
    chain = Self.chain(root, along: path[...], ending: probe).node
  }

  /// `document` with only the children along `path`, and `probe` in place of the node at its end.
  static func chain(_ document: AnimationDocument, along path: ArraySlice<Int>, ending probe: AnimationDocument) -> AnimationDocument {
    guard let index = path.first else { return probe }
    var link = document
    link.animations = [chain(document.animations[index], along: path.dropFirst(), ending: probe)]
    return link
  }

  /// The end of the document's active interval in the time given to it, where it is finite and
  /// known: a timing's end time, a Core Animation timing's end time for speed > 0 (frames run
  /// forwards from --from: an animation played backwards ends before it begins).
  static func end(of document: AnimationDocument) -> Double? {
    let end: Double
    switch document.clock {
    case let .effect(timing): end = timing.endTime
    case let .media(timing) where timing.speed > 0: end = timing.endTime
    case .media, .layer: return nil
    }
    return end.isFinite ? end : nil
  }

  /// The selection's state at a time of the root: its computed timing, and its value where it
  /// has keyframes and an effect.
  func state(at time: Double) -> AnimatedValue<ComponentVector> {
    chain.leaves(at: time).first?.sample ?? AnimatedValue(timing: .idle, value: nil)
  }

  /// `value` or `value.0`, `value.1`, …: the value columns of the selection's keyframes, none without.
  var valueColumns: [String] {
    guard document.keyframes != nil else { return [] }
    guard let length = document.vectorLength else { return ["value"] }
    return (0..<length).map { "value.\($0)" }
  }

  /// The timing CSV at every time.
  func timingTable(at times: [Double]) -> CSVTable {
    var table = CSVTable(
      columns: ["t", "phase", "activeTime", "overallProgress", "simpleIterationProgress", "currentIteration", "directedProgress", "progress"]
        + valueColumns)
    table.reserve(rows: times.count)
    let width = valueColumns.count
    for time in times {
      let state = self.state(at: time)
      var timing = state.timing
      if kind == .layer {
        // The probe's local time is the layer's: active wherever it is resolved.
        let local = timing.localTime
        timing = .idle
        timing.phase = local == nil ? .idle : .active
        timing.activeTime = local
      }
      // Written cell by cell: a long grid writes millions of rows, up to the output budget.
      table.beginRow(CSVTable.field(time))
      table.cell(text: timing.phase.rawValue)
      for value in [
        timing.activeTime, timing.overallProgress, timing.simpleIterationProgress, timing.currentIteration,
        timing.directedProgress, timing.progress,
      ] {
        table.cell(value ?? .nan)
      }
      if width > 0 {
        if let value = state.value {
          for component in value.components { table.cell(component) }
        } else {
          for _ in 0..<width { table.cell(.nan) }
        }
      }
      table.endRow()
      if table.isFull { break }
    }
    return table
  }

  /// The selection's keyframes, or a one-line error naming the flag.
  func requireKeyframes(_ flag: String) throws -> KeyframeCurve<ComponentVector> {
    guard let keyframes = document.keyframes else {
      throw ValidationError("\(flag) needs keyframes: \(name) has none")
    }
    return keyframes
  }

  /// `progress,value…` at every progress.
  func progressTable(_ progresses: [Double]) throws -> CSVTable {
    let keyframes = try requireKeyframes("--progress")
    var table = CSVTable(columns: ["progress"] + valueColumns)
    table.reserve(rows: progresses.count)
    for p in progresses {
      table.append(fields: [CSVTable.field(p)] + keyframes.value(at: p).components.map(CSVTable.field))
    }
    return table
  }

  /// `offset,easing,value…`: the computed keyframes (see the command's discussion).
  func keyframeTable() throws -> CSVTable {
    var rows: [(offset: Double, easing: String, value: ComponentVector)] = []
    switch try requireKeyframes("--keyframes") {
    case let .sequence(sequence):
      for (frame, offset) in zip(sequence.keyframes, sequence.computedOffsets) {
        rows.append((offset, frame.easing.cssText, frame.value))
      }
    case let .values(values):
      let n = values.values.count
      if values.calculationMode == .discrete {
        for (index, value) in values.values.enumerated() { rows.append((values.keyTimes[index], TimingFunction.stepEnd.cssText, value)) }
        rows.append((values.keyTimes[n], "", values.values[n - 1]))
      } else {
        for (index, value) in values.values.enumerated() {
          rows.append((values.keyTimes[index], index < n - 1 ? values.timingFunctions[index].cssText : "", value))
        }
      }
    }
    var table = CSVTable(columns: ["offset", "easing"] + valueColumns)
    table.reserve(rows: rows.count)
    for row in rows {
      table.append(fields: [CSVTable.field(row.offset), CSVTable.field(text: row.easing)] + row.value.components.map(CSVTable.field))
    }
    return table
  }
}
