import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output file`: where every command writes what it produces.
struct OutputOptions: ParsableArguments {
  @Option(help: "Write the output to this file instead of standard output.")
  var output: String?

  /// Writes the finished text to standard output, or to the file through a temporary file renamed
  /// into place, so that a failure never leaves a partial file behind.
  func emit(_ text: String) throws {
    guard let path = output else {
      print(text, terminator: "")
      return
    }
    let temporary = path + ".partial-\(getpid())"
    guard let file = fopen(temporary, "w") else {
      throw ValidationError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    let written = text.utf8CString.withUnsafeBufferPointer { buffer in
      fwrite(buffer.baseAddress, 1, buffer.count - 1, file)
    }
    let closed = fclose(file)
    guard written == text.utf8.count, closed == 0, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw ValidationError("cannot write \(path): \(reason)")
    }
  }
}

/// The one CSV writer: a header, then rows of numbers in shortest round-trip form (they read back
/// as the same `Double`), `.` as the decimal separator under any locale, `inf` and `nan` as such.
struct CSVTable {
  private(set) var text: String

  init(header: String...) {
    text = header.joined(separator: ",") + "\n"
  }

  mutating func reserve(rows: Int) {
    text.reserveCapacity(text.utf8.count + rows * 16 * 3)
  }

  mutating func append(_ fields: Double...) {
    for (index, field) in fields.enumerated() {
      if index > 0 { text += "," }
      text += "\(field)"
    }
    text += "\n"
  }
}
