import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output file`: where every command writes what it produces.
///
/// A regular file (new, or an existing one the user may write) is written whole to a temporary
/// file beside it and renamed into place, keeping the old file's mode and owner, so a failure
/// leaves it as it was; a symbolic link is followed and its target replaced, not the link. A file
/// the command already has open — `/dev/stdout` or `/dev/stderr` redirected to it (`>> log`), or
/// `/dev/fd/N`, `/proc/self/fd/N` — is written through that descriptor, as the shell opened it
/// (appending, after what came before), never replaced. A device, FIFO or socket (`/dev/null`,
/// a pipe) is written directly, and `-` is standard output. Every failed write is an error.
///
/// A file with other hard links is replaced as any file is: the path given gets the new text and
/// the other links keep the old, since writing in place could leave a partial file behind.
struct OutputOptions: ParsableArguments {
  @Option(help: "Write the output to this file instead of standard output ('-' for standard output).")
  var output: String?

  /// Writes the finished text where --output says; text past the output budget
  /// (``CSVTable/maximumBytes``) is refused, writing nothing.
  func emit(_ text: String) throws {
    guard text.utf8.count <= CSVTable.maximumBytes else { throw CSVTable.budgetExceeded }
    guard let path = output, path != "-" else {
      try writeAll(text, to: 1, named: "standard output")
      return
    }
    var info = stat()
    guard stat(path, &info) == 0 else {
      // Nothing there, or a dangling link: create it (through the link).
      var link = stat()
      if lstat(path, &link) == 0 { return try writeDirectly(text, to: path, flags: O_CREAT | O_TRUNC) }
      return try writeAtomically(text, to: path, like: nil)
    }
    // The file one of our descriptors already has open (`/dev/stdout` under `>> log`,
    // `/proc/self/fd/3`): written through that descriptor, with the mode and offset the shell
    // opened it with, never replaced.
    if let fd = Self.openDescriptor(for: path, info) {
      return try writeAll(text, to: fd, named: path)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      // Respect the file's permissions, even as root: a read-only file stays as it is.
      guard access(path, W_OK) == 0 && info.st_mode & 0o222 != 0 else {
        throw ValidationError("cannot write \(escaped(path)): it is read-only")
      }
      var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      guard realpath(path, &resolved) != nil else { throw failure(path) }
      try writeAtomically(text, to: cString(resolved), like: info)
    case S_IFDIR:
      throw ValidationError("cannot write \(escaped(path)): it is a directory")
    default:
      try writeDirectly(text, to: path, flags: 0)
    }
  }

  /// The descriptor `path` names (`/dev/fd/N`, `/proc/self/fd/N`), or the standard output or
  /// error when `path` is the file it has open (the same device and inode as `info`).
  static func openDescriptor(for path: String, _ info: stat) -> Int32? {
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
      if let fd = Int32(path.dropFirst(prefix.count)), fd >= 0, fcntl(fd, F_GETFD) != -1 { return fd }
    }
    for fd: Int32 in [1, 2] {
      var open = stat()
      if fstat(fd, &open) == 0 && open.st_dev == info.st_dev && open.st_ino == info.st_ino { return fd }
    }
    return nil
  }

  private func writeDirectly(_ text: String, to path: String, flags: Int32) throws {
    let fd = open(path, O_WRONLY | O_CLOEXEC | flags, 0o666)
    guard fd >= 0 else { throw failure(path) }
    defer { close(fd) }
    try writeAll(text, to: fd, named: path)
  }

  /// Writes a temporary file in the target's directory, then renames it over the target.
  private func writeAtomically(_ text: String, to path: String, like existing: stat?) throws {
    let directory = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
    var template = Array(((directory.isEmpty ? "" : directory) + "/.curves-XXXXXX").utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { throw failure(path) }
    let temporary = cString(template)
    var open = true
    do {
      if let existing {
        _ = fchown(fd, existing.st_uid, existing.st_gid)
        guard fchmod(fd, existing.st_mode & 0o7777) == 0 else { throw failure(path) }
      } else {
        let mask = umask(0)
        umask(mask)
        guard fchmod(fd, 0o666 & ~mask) == 0 else { throw failure(path) }
      }
      try writeAll(text, to: fd, named: path)
      guard fsync(fd) == 0 || errno == EINVAL else { throw failure(path) }
      open = false  // close releases the descriptor even when it reports an error
      guard close(fd) == 0 else { throw failure(path) }
      guard rename(temporary, path) == 0 else { throw failure(path) }
    } catch {
      // The descriptor is closed exactly once, and the temporary file never outlives a failure.
      if open { close(fd) }
      unlink(temporary)
      throw error
    }
  }

  private func failure(_ path: String) -> ValidationError {
    ValidationError("cannot write \(escaped(path)): \(String(cString: strerror(errno)))")
  }
}

/// The text of a NUL-terminated C string held in an array.
func cString(_ characters: [CChar]) -> String {
  String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Writes all of `text` to `fd`, across partial writes and interruptions; any failure (a full disk,
/// a closed descriptor, a closed pipe) is an error naming the destination.
func writeAll(_ text: String, to fd: Int32, named name: String) throws {
  var text = text
  try text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw ValidationError("cannot write \(escaped(name)): \(String(cString: strerror(errno)))")
      }
      offset += written
    }
  }
}

/// The one CSV writer: a header, then rows of numbers in shortest round-trip form (they read back
/// as the same `Double`), `.` as the decimal separator under any locale, `inf` and `nan` as such.
///
/// The table holds at most ``maximumBytes``: past it, it drops its text, ignores further rows and
/// is ``isFull`` (loops stop there), and ``text`` throws — the output budget of every command.
struct CSVTable {
  /// The most text one table, or one command's output, holds: 64 MiB (about a million rows of
  /// ten numbers), written in a second or two here.
  static let maximumBytes = 64 << 20

  private var storage: String
  /// Whether the rows appended went past ``maximumBytes``.
  private(set) var isFull = false

  init(header: String...) {
    storage = header.joined(separator: ",") + "\n"
  }

  /// A table with these column names.
  init(columns: [String]) {
    storage = columns.joined(separator: ",") + "\n"
  }

  /// The table, or the output budget's error when it went past ``maximumBytes``.
  var text: String {
    get throws {
      guard !isFull else { throw Self.budgetExceeded }
      return storage
    }
  }

  /// Refuses, before any is computed, `rows` rows of at least `bytes` bytes each that together
  /// pass ``maximumBytes`` (a row of three numbers is at least `0.0,0.0,0.0` and a line break,
  /// 12 bytes): the budget is then known to be passed without doing the work.
  static func refuse(rows: Double, atLeast bytes: Int) throws {
    guard rows * Double(bytes) <= Double(maximumBytes) else { throw budgetExceeded }
  }

  /// The error of an output past ``maximumBytes``.
  static var budgetExceeded: ValidationError {
    ValidationError("the output would be more than \(maximumBytes >> 20) MiB: ask for fewer times or rows")
  }

  mutating func reserve(rows: Int) {
    storage.reserveCapacity(Swift.min(storage.utf8.count + rows * 16 * 3, Self.maximumBytes))
  }

  /// A row of numbers. A NaN — a quantity that does not exist there, such as the slope where a
  /// function jumps — is an empty cell, as JSON writes it null: no output prints `nan`.
  mutating func append(_ fields: Double...) {
    guard !isFull else { return }
    for (index, field) in fields.enumerated() {
      if index > 0 { storage += "," }
      Self.write(field, to: &storage)
    }
    endRow()
  }

  /// A row of cells written by ``field(_:)`` and ``field(text:)``.
  mutating func append(fields: [String]) {
    guard !isFull else { return }
    for (index, field) in fields.enumerated() {
      if index > 0 { storage += "," }
      storage += field
    }
    endRow()
  }

  /// Starts a row with its first cells, already CSV text; ``cell(_:)`` and ``cell(text:)``
  /// append the others and ``endRow()`` ends it. What a long export writes its rows with, cell
  /// by cell, with no array or string per cell.
  mutating func beginRow(_ cells: String) {
    guard !isFull else { return }
    storage += cells
  }

  /// A number cell after a comma, as ``field(_:)`` writes it.
  mutating func cell(_ value: Double) {
    guard !isFull else { return }
    storage += ","
    Self.write(value, to: &storage)
  }

  /// A text cell after a comma, as ``field(text:)`` writes it.
  mutating func cell(text: String) {
    guard !isFull else { return }
    storage += ","
    Self.write(text: text, to: &storage)
  }

  /// Ends a row, and checks the budget.
  mutating func endRow() {
    guard !isFull else { return }
    storage += "\n"
    if storage.utf8.count > Self.maximumBytes {
      isFull = true
      storage = ""
    }
  }

  /// A number as ``append(_:)`` writes it; nil (an unresolved quantity) or NaN as an empty cell.
  static func field(_ value: Double?) -> String {
    var text = ""
    if let value { write(value, to: &text) }
    return text
  }

  /// Appends `value` in shortest round-trip form (nothing for NaN) without an intermediate string.
  static func write(_ value: Double, to text: inout String) {
    guard !value.isNaN else { return }
    value.write(to: &text)
  }

  /// Whether `text` holds a comma, a quote or a line break (`Character.isNewline`: LF, VT, FF, CR,
  /// NEL, LS, PS), scanned as UTF-8 bytes in place: a root path's data runs to megabytes in a long
  /// export, and a scan by `Character` (grapheme breaking) cost seconds.
  static func needsQuotes(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for index in bytes.indices {
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A...0x0D: return true
        case 0x85 where index >= 1 && bytes[index - 1] == 0xC2: return true  // U+0085
        case 0xA8, 0xA9:  // U+2028, U+2029
          if index >= 2 && bytes[index - 2] == 0xE2 && bytes[index - 1] == 0x80 { return true }
        default: break
        }
      }
      return false
    }
  }

  /// Text as one cell: quoted, its quotes doubled, when it holds a comma, a quote or a line break
  /// (RFC 4180).
  static func field(text: String) -> String {
    guard needsQuotes(text) else { return text }
    var field = ""
    write(text: text, to: &field)
    return field
  }

  /// Appends ``field(text:)`` of `text`, quoting in place (CSS text holds commas: most quoted
  /// cells have no quote to double).
  static func write(text: String, to storage: inout String) {
    guard needsQuotes(text) else {
      storage += text
      return
    }
    storage += "\""
    if text.utf8.contains(UInt8(ascii: "\"")) {
      for character in text { storage += character == "\"" ? "\"\"" : String(character) }
    } else {
      storage += text
    }
    storage += "\""
  }
}

/// Reads a number option. Text that overflows to ±∞ or underflows to 0 is refused here, naming the
/// text as given (`--at 1e400`), since the value it would become is not what the user typed;
/// `nan`, `inf` and `-inf` pass through to the option's own check.
@Sendable
func parseNumber(_ text: String) throws -> Double {
  guard let value = Double(text) else { throw ValidationError("'\(escaped(text))' is not a number") }
  let spelled = text.lowercased()
  if value.isInfinite && !spelled.contains("inf") {
    throw ValidationError("\(escaped(text)) is beyond the largest number (±1.8e308)")
  }
  if value == 0, let mantissa = spelled.split(separator: "e").first, mantissa.contains(where: { ("1"..."9").contains($0) }) {
    throw ValidationError("\(escaped(text)) is below the smallest positive number (4.9e-324)")
  }
  return value
}

/// Text from the command line as it may be quoted in a one-line message: line breaks of every
/// kind (\n \r \f \v U+0085 U+2028 U+2029) and other control characters are written as
/// escapes, so the message stays on one line and shows what was typed.
/// What the user typed, as every message quotes it: in single quotes, escaped, its first 60
/// characters and an ellipsis when there are more (a message is one bounded line; the library's
/// part names the character where the problem is).
func quoted(_ text: String) -> String {
  let head = text.prefix(60)
  return "'" + escaped(String(head)) + (head.endIndex < text.endIndex ? "…" : "") + "'"
}

func escaped(_ text: String) -> String {
  var result = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\u{0B}": result += "\\v"
    case "\u{0C}": result += "\\f"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029 {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result
}
