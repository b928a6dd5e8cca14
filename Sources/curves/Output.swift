import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the finished text to standard output, or to `path` through a temporary file renamed into
/// place, so that a failure never leaves a partial file behind.
func emit(_ text: String, to path: String?) throws {
  guard let path else {
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
