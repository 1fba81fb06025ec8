import Foundation
import HeadlessUI
import Testing

private let avatarURL = URL(string: "https://example.com/avatar.png")

private struct LoadFailed: Error {}

/// `AsyncImage`: a headless render never loads, so it shows what iOS shows
/// before the image arrives (approximated: docs/porting.md).
@Suite struct AsyncImageTests {
    @Test func `the default placeholder is a secondary fill and no element`() throws {
        #expect(stops(render(AsyncImage(url: avatarURL).frame(width: 80, height: 80))).isEmpty)
        // The secondary system fill (#787880 at 16%) over the white page.
        let view = Text("JD").frame(width: 80, height: 80).background(AsyncImage(url: avatarURL, scale: 2))
        let initials = try #require(stops(render(view)).first)
        #expect(initials.background?.hex == "#E9E9EB")
    }

    @Test func `a placeholder is shown and the content is not`() {
        let view = AsyncImage(url: avatarURL) { image in
            image.resizable()
        } placeholder: {
            ProgressView()
        }
        let all = stops(render(view))
        #expect(all.map(\.label) == ["In progress"])
    }

    @Test func `the phase content is drawn for the empty phase`() {
        let view = AsyncImage(url: avatarURL, transaction: Transaction()) { phase in
            if let image = phase.image {
                image
            } else if phase.error != nil {
                Text("Failed")
            } else {
                Text("Loading")
            }
        }
        #expect(stopLabels(render(view)) == ["Loading"])
    }

    @Test func `the phase's image and error are those of its case`() {
        #expect(AsyncImagePhase.empty.image == nil && AsyncImagePhase.empty.error == nil)
        #expect(AsyncImagePhase.success(Image(systemName: "person")).image == Image(systemName: "person"))
        #expect(AsyncImagePhase.failure(LoadFailed()).error is LoadFailed)
    }
}
