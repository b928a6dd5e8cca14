import Foundation

/// A JSON fixture of `Fixtures/` as the object `JSONSerialization` reads (empty when missing, so
/// that each suite's count check fails by name).
func fixtureObject(named name: String) -> [String: Any] {
  guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
    let data = try? Data(contentsOf: url),
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  else { return [:] }
  return object
}
