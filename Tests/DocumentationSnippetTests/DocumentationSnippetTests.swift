import Foundation
import Testing

@Suite("Documentation snippets")
struct DocumentationSnippetTests {
  @Test("Snippets.swift holds every Swift listing of the README, the DocC articles and the doc comments")
  func snippetsAreCurrent() throws {
    let fresh = try SnippetExtractor.generate()
    let committed = (try? String(contentsOf: SnippetExtractor.generated, encoding: .utf8)) ?? ""
    if fresh != committed && ProcessInfo.processInfo.environment["UPDATE_SNIPPETS"] == "1" {
      try fresh.write(to: SnippetExtractor.generated, atomically: true, encoding: .utf8)
      return
    }
    #expect(fresh == committed, "the documentation changed: run `UPDATE_SNIPPETS=1 swift test -Xswiftc -DUPDATING_SNIPPETS --filter DocumentationSnippetTests`")
    #expect(try SnippetExtractor.listings().count >= 20)
  }

  #if !UPDATING_SNIPPETS
    @Test("every listing runs without throwing")
    func snippetsRun() throws {
      #expect(allSnippets.count >= 20)
      for snippet in allSnippets {
        #expect(throws: Never.self, "\(snippet.name)") { try snippet.run() }
      }
    }
  #endif
}
