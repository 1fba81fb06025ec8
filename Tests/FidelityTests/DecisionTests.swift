import AccessibilityModel
import AccessibilityTesting
import HeadlessUI
import ScreenReader
import Testing

/// The HeadlessUI decisions of issue 39 (decision 25), each with exact strings
/// in English, German and Russian.
@Suite struct DecisionTests {
    static func settings(_ locale: String) -> AccessibilitySettings {
        var settings = AccessibilitySettings()
        settings.locale = locale
        return settings
    }

    struct Review: View {
        let reviews: Int
        var body: some View {
            Text("Headphones")
                .accessibilityCustomContent("Rating", "4.5 stars from \(reviews) reviews")
                .accessibilityCustomContent("Reviews", "\(reviews)", importance: .high)
        }
    }

    // iOS 26.2 and 18.5, AccessibilitySnapshot CustomContentDemo (testCustomContentDemo_*):
    // `.accessibilityCustomContent("Rating", "\(…) stars from \(reviews) reviews")` is "Rating: 4.5 stars from
    // 2,847 reviews": the literal is a LocalizedStringKey and its integer is formatted in the locale. The German and
    // Russian grouping is Foundation's (`2.847`, `2\u{A0}847`).
    @Test(arguments: [
        ("en", "Headphones. Reviews: 2,847.", "Rating, 4.5 stars from 2,847 reviews"),
        ("de", "Headphones. Reviews: 2.847.", "Rating, 4.5 stars from 2.847 reviews"),
        ("ru", "Headphones. Reviews: 2\u{A0}847.", "Rating, 4.5 stars from 2\u{A0}847 reviews"),
    ])
    func `integers interpolated into a localized key are grouped in the locale`(locale: String, spoken: String, rotor: String) {
        let voiceOver = VoiceOver(Review(reviews: 2847), settings: Self.settings(locale))
        #expect(voiceOver.next() == spoken)
        voiceOver.selectRotor(.moreContent)
        #expect(voiceOver.rotorNext() == rotor)
    }

    @Test(arguments: ["en", "de", "ru"])
    func `integers below a thousand are written as they are in every locale`(locale: String) {
        let voiceOver = VoiceOver(Review(reviews: -999), settings: Self.settings(locale))
        #expect(voiceOver.next() == "Headphones. Reviews: -999.")
    }

    // UIProgressView's value is a percentage formatted in the locale; Foundation's percent style writes a
    // no-break space before the sign in German and Russian.
    @Test(arguments: [
        ("en", "Downloading: 40%"), ("de", "Downloading: 40\u{A0}%"), ("ru", "Downloading: 40\u{A0}%"),
    ])
    func `a progress view's percentage is formatted in the locale`(locale: String, expected: String) {
        let voiceOver = VoiceOver(ProgressView("Downloading", value: 0.4), settings: Self.settings(locale))
        #expect(voiceOver.next().description.hasPrefix(expected))
    }

    struct Mail: View {
        let log: Cell
        var body: some View {
            VStack {
                Text("Chained")
                    .accessibilityAction(named: "One") { log.value.append("One") }
                    .accessibilityAction(named: "Two") { log.value.append("Two") }
                    .accessibilityAction(named: "Three") { log.value.append("Three") }
                Text("Built")
                    .accessibilityActions {
                        Button("Reply") { log.value.append("Reply") }
                        Button("Forward") { log.value.append("Forward") }
                        Button("Delete", role: .destructive) { log.value.append("Delete") }
                    }
            }
        }
    }

    final class Cell: @unchecked Sendable {
        var value: [String] = []
    }

    // Chained accessibilityAction(named:): iOS 15.3.1 offers "Three", "Two", "One" (moutend, "accessibilityAction
    // で設定したカスタムアクションをVoiceOverが読み上げる順番について", zenn.dev, 2022). The builder: iOS 18.5 and 26.2
    // offer CustomActionsDemo's five buttons last first (AccessibilitySnapshot testCustomActionsDemo_18_5 and _26_2:
    // Delete, Archive, Forward, Reply, Add to favorites).
    @Test(arguments: ["en", "de", "ru"])
    func `custom actions are offered last declared first, chained or built`(locale: String) {
        let log = Cell()
        let voiceOver = VoiceOver(Mail(log: log), settings: Self.settings(locale))
        let chained = voiceOver.next()
        #expect(chained.extras == [SpeechStrings.forLanguage(locale).actionsAvailable])
        #expect(voiceOver.focusedCustomActions == ["Three", "Two", "One"])
        voiceOver.selectRotor(.actions)
        #expect(voiceOver.rotorNext() == "Three")
        voiceOver.next()
        #expect(voiceOver.focusedCustomActions == ["Delete", "Forward", "Reply"])
        voiceOver.selectRotor(.actions)
        #expect(voiceOver.rotorNext() == "Delete")
        #expect(voiceOver.rotorNext() == "Forward")
        voiceOver.activate()
        #expect(log.value == ["Forward"])
    }

    struct Map: View {
        @State private var scale = 1
        var body: some View {
            Rectangle()
                .frame(width: 100, height: 100)
                .accessibilityLabel("Map")
                .accessibilityValue("\(scale)×")
                .accessibilityZoomAction { action in
                    scale = action.direction == .zoomIn ? scale * 2 : max(1, scale / 2)
                }
        }
    }

    // SwiftUI accessibilityZoomAction (iOS 17): the element gets UIKit's supportsZoom trait and its zoom in and
    // out actions; no word is spoken for the trait [UNC: no recording of iOS has one].
    @Test(arguments: [("en", "Map: 1×", "2×"), ("de", "Map: 1×", "2×"), ("ru", "Map: 1×", "2×")])
    func `a zoom action makes the element zoomable by assistive technology`(locale: String, first: String, zoomed: String) {
        let voiceOver = VoiceOver(Map(), settings: Self.settings(locale))
        #expect(voiceOver.next() == first)
        #expect(voiceOver.focusedNode?.traits.contains(.supportsZoom) == true)
        #expect(voiceOver.zoomIn().actionResult == .performed)
        #expect(voiceOver.focusedNode?.value == zoomed)
        voiceOver.zoomOut()
        #expect(voiceOver.focusedNode?.value == "1×")
    }
}
