import Foundation

/// The URL of `Fixtures/<name>.json` (the fixtures are resources of this target, shared by every
/// test target).
public func fixtureURL(named name: String) -> URL? {
  Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures")
}

/// A JSON fixture of `Fixtures/` as the object `JSONSerialization` reads (empty when missing, so
/// that each suite's count check fails by name). Read its numbers with ``jsonNumber(_:)``.
public func fixtureObject(named name: String) -> [String: Any] {
  guard let url = fixtureURL(named: name),
    let data = try? Data(contentsOf: url),
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  else { return [:] }
  return object
}
