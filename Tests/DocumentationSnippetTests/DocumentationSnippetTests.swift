import Foundation
import Testing

@Suite("Documentation snippets")
struct DocumentationSnippetTests {
  @Test("Snippets.swift holds every Swift listing of the README, the DocC articles and the doc comments")
  func snippetsAreCurrent() throws {
    let (fresh, problems) = try SnippetExtractor.generate()
    for problem in problems {
      Issue.record("a listing shows a value the extractor cannot check: \(problem)")
    }
    let committed = (try? String(contentsOf: SnippetExtractor.generated, encoding: .utf8)) ?? ""
    if fresh != committed && ProcessInfo.processInfo.environment["UPDATE_SNIPPETS"] == "1" {
      try fresh.write(to: SnippetExtractor.generated, atomically: true, encoding: .utf8)
      return
    }
    #expect(fresh == committed, "the documentation changed: run `UPDATE_SNIPPETS=1 swift test -Xswiftc -DUPDATING_SNIPPETS --filter DocumentationSnippetTests`")
    #expect(try SnippetExtractor.listings().count >= 20)
  }

  #if !UPDATING_SNIPPETS
    @Test("every listing runs without throwing, and gives the values its comments show")
    func snippetsRun() throws {
      #expect(allSnippets.count >= 20)
      #expect(allSnippets.reduce(0) { $0 + $1.shownValues } >= 50)
      for snippet in allSnippets {
        let shown = ShownValues()
        #expect(throws: Never.self, "\(snippet.name)") { try snippet.run(shown) }
        #expect(shown.checked.count == snippet.shownValues, "\(snippet.name): a value its comments show was never checked (its line did not run)")
      }
    }
  #endif
}
