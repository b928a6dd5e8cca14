import Foundation

/// The Lottie corpus (`../shared/lottie-corpus` beside the repository, as CI lays it out): real
/// Bodymovin files from airbnb/lottie-android's snapshot tests (Apache-2.0; SOURCES.md).
public enum LottieCorpus {
  /// The corpus folder, found from this file's path (`Tests/TestSupport/` → repository root → `../shared`).
  public static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/lottie-corpus")
  }

  /// Every `.json` file's name, sorted.
  public static func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
  }

  /// A corpus file's bytes.
  public static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  /// A corpus file read independently by Foundation's JSONSerialization.
  public static func object(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: directory.appendingPathComponent(name))
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }
}
