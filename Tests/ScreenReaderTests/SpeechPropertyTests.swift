import AccessibilityModel
import ScreenReader
import Testing

/// A deterministic pseudo-random generator (SplitMix64) with a fixed seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One generated element and the words the algorithm must produce for it.
struct GeneratedCase {
    var label: String?
    var value: String?
    var hint: String?
    var traits: ElementTraits
    var context: SpeechContext

    static let labels: [String?] = [nil, "", "Play", "Wi-Fi", "Stop.", "Ünïcödé ✓"]
    static let values: [String?] = [nil, "", "3", "1", "0", "2", "75%", "Auto"]
    static let hints: [String?] = [nil, "", "Opens the menu", "Plays the song."]
    static let spokenTraits: [ElementTraits] = [
        .button, .link, .image, .selected, .keyboardKey, .staticText, .notEnabled, .searchField, .adjustable,
        .header, .textEntry, .isEditing, .secureTextField, .backButton, .tabBarItem, .textArea, .toggle,
        .playsSound, .updatesFrequently,
    ]
    static let contexts: [SpeechContext] = [
        .none, .none, .none, .series(index: 2, count: 5), .tab(index: 1, count: 3),
        .listStart, .listEnd, .landmarkStart, .landmarkEnd,
    ]

    init(using generator: inout SeededGenerator) {
        label = Self.labels.randomElement(using: &generator)!
        value = Self.values.randomElement(using: &generator)!
        hint = Self.hints.randomElement(using: &generator)!
        traits = []
        for trait in Self.spokenTraits where Int.random(in: 0..<4, using: &generator) == 0 { traits.insert(trait) }
        context = Self.contexts.randomElement(using: &generator)!
    }

    var isSwitch: Bool { traits.contains(.toggle) }
    var isDimmed: Bool { traits.contains(.notEnabled) }

    /// The trait words that must end the description, in the order of §2.2 step 4.
    var expectedTraitWords: [String] {
        let hidesButton = !traits.isDisjoint(with: [.keyboardKey, .toggle, .tabBarItem, .backButton]) || context.isTab
        var words: [String] = []
        let table: [(Bool, String)] = [
            (isDimmed, "Dimmed."),
            (traits.contains(.button) && !hidesButton, "Button."),
            (traits.contains(.backButton), "Back Button."),
            (isSwitch && traits.contains(.button), "Switch Button."),
        ]
        for (applies, word) in table where applies { words.append(word) }
        if isSwitch {
            switch value ?? "" {
            case "1": words.append("On.")
            case "0": words.append("Off.")
            case "2": words.append("Mixed.")
            case "": break
            case let other: words.append(other)
            }
        }
        let rest: [(Bool, String)] = [
            (traits.contains(.tabBarItem) || context.isTab, "Tab."),
            (traits.contains(.textEntry) && !traits.contains(.secureTextField), "Text Field."),
            (traits.contains(.textEntry) && traits.contains(.secureTextField), "Secure Text Field."),
            (traits.contains(.textEntry) && traits.contains(.isEditing), "Is editing."),
            (traits.contains(.header), "Heading."),
            (traits.contains(.link), "Link."),
            (traits.contains(.adjustable), "Adjustable."),
            (traits.contains(.image), "Image."),
            (traits.contains(.searchField), "Search Field."),
        ]
        for (applies, word) in rest where applies { words.append(word) }
        return words
    }

    /// Whether nothing precedes the trait words (the own hint then becomes the description).
    var baseIsEmpty: Bool {
        let label = self.label ?? ""
        let labelEmpty = label.isEmpty || (traits.contains(.backButton) && label.lowercased() == "back")
        let valueEmpty = (value ?? "").isEmpty || isSwitch
        return labelEmpty && valueEmpty && !traits.contains(.selected)
    }

    var positionSuffix: String {
        switch context {
        case .none: ""
        case .series(let index, let count), .tab(let index, let count): " \(index) of \(count)."
        case .listStart: " List Start."
        case .listEnd: " List End."
        case .landmarkStart: " Landmark."
        case .landmarkEnd: " End."
        }
    }
}

@Suite struct SpeechPropertyTests {
    static let count = 4000

    static func generatedCases() -> [GeneratedCase] {
        var generator = SeededGenerator(seed: 0xA11_0_5EED)
        return (0..<count).map { _ in GeneratedCase(using: &generator) }
    }

    static func speak(_ c: GeneratedCase, hints: Bool = true) -> Speech {
        Speech.compose(label: c.label, value: c.value, hint: c.hint, traits: c.traits, context: c.context, hintsEnabled: hints)
    }

    @Test func `trait words come last, complete and in the fixed order`() {
        for c in Self.generatedCases() {
            let description = " " + Self.speak(c).description
            var words = c.expectedTraitWords.joined(separator: " ")
            // List and landmark words follow a period, added after a verbatim switch value.
            if c.context.addsPeriodBefore, !words.isEmpty, !words.hasSuffix(".") { words += "." }
            let withoutPosition = String(description.dropLast(c.positionSuffix.count))
            #expect(description.hasSuffix(c.positionSuffix), "\(c)")
            #expect(words.isEmpty || withoutPosition.hasSuffix(words), "\(c) → \(description)")
        }
    }

    @Test func `selected elements start with the Selected prefix and nothing else does`() {
        for c in Self.generatedCases() {
            let description = Self.speak(c).description
            let hasPrefix = description.hasPrefix("Selected: ") || description.hasPrefix("Selected.")
            #expect(hasPrefix == c.traits.contains(.selected), "\(c) → \(description)")
        }
    }

    @Test func `dimmed elements say Dimmed and speak only their own hint`() {
        for c in Self.generatedCases() {
            let speech = Self.speak(c)
            #expect(speech.description.contains("Dimmed.") == c.isDimmed, "\(c)")
            let ownHint = (c.hint ?? "").isEmpty ? nil : c.hint
            let hintMoved = ownHint != nil && c.baseIsEmpty
            if c.isDimmed { #expect(speech.hint == (hintMoved ? nil : ownHint), "\(c)") }
        }
    }

    @Test func `system hints are rewritten by the rules of step 8`() {
        for c in Self.generatedCases() where !c.isDimmed {
            let hint = Self.speak(c).hint
            let ownHint = (c.hint ?? "").isEmpty ? nil : c.hint
            let hintOnly = ownHint != nil && (c.label ?? "").isEmpty && (c.value ?? "").isEmpty
            let hintMoved = ownHint != nil && c.baseIsEmpty
            if c.traits.contains(.textEntry) {
                let allowed = [
                    "Double tap to edit.", "Use the rotor to access Misspelled Words",
                    "Double tap to edit., Use the rotor to access Misspelled Words",
                ]
                let adjustedOK =
                    c.traits.contains(.adjustable) && !c.isSwitch
                    && hint?.hasSuffix("Swipe up or down with one finger to adjust the value.") == true
                #expect(allowed.contains(hint ?? "") || adjustedOK, "\(c) → \(String(describing: hint))")
            } else if c.isSwitch {
                #expect(hint?.hasSuffix("Double tap to toggle setting.") == true, "\(c)")
                if let ownHint, !hintMoved {
                    #expect(hint?.hasPrefix(ownHint.hasSuffix(".") ? String(ownHint.dropLast()) : ownHint) == true, "\(c)")
                }
            } else if c.traits.contains(.adjustable) {
                if hintOnly {
                    #expect(hint == nil || !hintMoved, "\(c)")
                } else {
                    #expect(hint?.hasSuffix("Swipe up or down with one finger to adjust the value.") == true, "\(c)")
                    if let ownHint, !hintMoved {
                        #expect(hint?.hasPrefix((ownHint.hasSuffix(".") ? String(ownHint.dropLast()) : ownHint) + ". ") == true, "\(c)")
                    }
                }
            } else {
                #expect(hint == (hintMoved ? nil : ownHint), "\(c)")
            }
        }
    }

    @Test func `periods separate the parts without doubling and without trailing spaces`() {
        for c in Self.generatedCases() {
            let description = Self.speak(c).description
            #expect(!description.contains(".."), "\(c) → \(description)")
            #expect(!description.hasPrefix(" ") && !description.hasSuffix(" "), "\(c) → \(description)")
            #expect(!description.contains("  "), "\(c) → \(description)")
            if !c.expectedTraitWords.isEmpty || c.context != .none {
                // Every trait word and position ends with a period, except a verbatim switch value or "Is editing" in de.
                let lastWord = c.expectedTraitWords.last ?? ""
                if c.context != .none || lastWord.hasSuffix(".") { #expect(description.hasSuffix("."), "\(c) → \(description)") }
            } else {
                // With nothing appended, the base is spoken exactly as written: no period is added.
                #expect(
                    !description.hasSuffix(".") || (c.label ?? "").hasSuffix(".") || (c.hint ?? "").hasSuffix(".")
                        || (c.traits.contains(.selected) && description == "Selected."), "\(c) → \(description)")
            }
        }
    }

    @Test func `turning hints off changes only the hint`() {
        for c in Self.generatedCases() {
            let on = Self.speak(c), off = Self.speak(c, hints: false)
            #expect(off.description == on.description)
            #expect(off.hint == nil)
        }
    }

    @Test func `a value is spoken after the label unless a switch turns it into a state`() {
        for c in Self.generatedCases() {
            guard let value = c.value, !value.isEmpty, let label = c.label, !label.isEmpty,
                !(c.traits.contains(.backButton) && label.lowercased() == "back")
            else { continue }
            let description = Self.speak(c).description
            #expect(description.contains(label + ": " + value) == !c.isSwitch, "\(c) → \(description)")
        }
    }
}

extension SpeechContext {
    /// List and landmark words are joined with a period; series positions are not.
    var addsPeriodBefore: Bool {
        switch self {
        case .listStart, .listEnd, .landmarkStart, .landmarkEnd: true
        default: false
        }
    }
}
