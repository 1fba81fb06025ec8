import AccessibilityModel

/// What VoiceOver says for one element: the canonical description, the hint
/// spoken after a pause, and the extras announced after that
/// (reference §2.1, §2.2, decision 1).
///
/// Composing speech is a pure function of the element's label, value, hint,
/// traits and custom actions, its container context, the language and the
/// hints setting.
///
/// ```swift
/// let delete = AccessibilityNode(label: "Delete", hint: "Removes this item permanently", traits: .button)
/// let speech = Speech(node: delete)
/// speech.description  // "Delete. Button."
/// speech.hint         // "Removes this item permanently"
/// ```
public struct Speech: Hashable, Sendable, CustomStringConvertible {
    /// The description of §2.2 (`Label: Value. Trait words. Position.`).
    public var description: String
    /// The hint after rewriting (§2.2 step 8); `nil` when there is none or hints are off.
    public var hint: String?
    /// What follows the hint: `Actions Available` when the element has custom
    /// actions. Kept apart so that ``description`` stays exactly §2.2's.
    public var extras: [String]

    public init(description: String, hint: String? = nil, extras: [String] = []) {
        self.description = description
        self.hint = hint
        self.extras = extras
    }

    /// The speech of `node` in `context`.
    /// - Parameters:
    ///   - node: the element.
    ///   - context: its position among its container's focus stops.
    ///   - locale: the language when the node names none (`AccessibilitySettings.locale`);
    ///     the node's own `language` wins, as VoiceOver picks trait words per element.
    ///   - hintsEnabled: VoiceOver's Speak Hints setting; when off, ``hint`` is `nil`.
    ///   - groupLabel: the labels of the semantic groups focus enters at this element, spoken first (decision 21).
    public init(
        node: AccessibilityNode, context: SpeechContext = .none, locale: String = "en", hintsEnabled: Bool = true,
        groupLabel: String? = nil
    ) {
        self = Speech.compose(
            label: node.label, value: node.value, hint: node.hint, traits: node.traits,
            hasCustomActions: !node.customActions.isEmpty, context: context,
            strings: SpeechStrings.forLanguage(node.language ?? locale), hintsEnabled: hintsEnabled,
            customContent: node.customContent, headingLevel: node.headingLevel)
        if let groupLabel, !groupLabel.isEmpty { description = Speech.joined(groupLabel, description) }
    }

    /// Two parts spoken in a row: the first ends with a period, then a space (either may be empty).
    static func joined(_ first: String, _ second: String) -> String {
        if first.isEmpty { return second }
        return second.isEmpty ? withPeriod(first) : withPeriod(first) + " " + second
    }

    /// The algorithm of §2.2, steps 1 to 9, on plain fields. A heading with a
    /// level 1 to 6 says it (`Heading level 2.`, decision 25).
    public static func compose(
        label: String?, value: String?, hint: String?, traits: ElementTraits,
        hasCustomActions: Bool = false, context: SpeechContext = .none,
        strings: SpeechStrings = .english, hintsEnabled: Bool = true, customContent: [CustomContent] = [],
        headingLevel: Int? = nil
    ) -> Speech {
        let label = label ?? ""
        let value = value ?? ""
        let givenHint: String? = (hint?.isEmpty ?? true) ? nil : hint
        var hint = givenHint
        let isSwitch = traits.contains(.toggle)
        let isDimmed = traits.contains(.notEnabled)

        // 1. Base: the label, unless a back button only says "Back".
        var base = label
        if traits.contains(.backButton), label.lowercased() == strings.back.lowercased() { base = "" }

        // 2. Value, unless a switch turns it into a state word.
        if !value.isEmpty, !isSwitch {
            base = base.isEmpty ? value : base + ": " + value
        }

        // 3. Selected.
        if traits.contains(.selected) {
            base = base.isEmpty ? strings.selected : strings.selectedPrefix + base
        }

        // 4. Trait words, in their fixed order.
        var words: [String] = []
        if isDimmed { words.append(strings.notEnabled) }
        let buttonHidden = !traits.isDisjoint(with: [.keyboardKey, .toggle, .tabBarItem, .backButton]) || context.isTab
        if traits.contains(.button), !buttonHidden { words.append(strings.button) }
        if traits.contains(.backButton) { words.append(strings.backButton) }
        if isSwitch {
            if traits.contains(.button) { words.append(strings.switchButton) }
            switch value {
            case "1": words.append(strings.switchOn)
            case "0": words.append(strings.switchOff)
            case "2": words.append(strings.switchMixed)
            case "": break
            default: words.append(value)
            }
        }
        if traits.contains(.tabBarItem) || context.isTab { words.append(strings.tab) }
        if traits.contains(.textEntry) {
            words.append(traits.contains(.secureTextField) ? strings.secureTextField : strings.textField)
            if traits.contains(.isEditing) { words.append(strings.isEditing) }
        }
        if traits.contains(.header) {
            // Apple, accessibilityHeading(_:): the system speaks the level h1 to h6 alongside the text (decision 25).
            if let level = headingLevel, (1...6).contains(level) {
                words.append(strings.headingLevel(level))
            } else {
                words.append(strings.header)
            }
        }
        if traits.contains(.link) { words.append(strings.link) }
        if traits.contains(.adjustable) { words.append(strings.adjustable) }
        if traits.contains(.image) { words.append(strings.image) }
        if traits.contains(.searchField) { words.append(strings.searchField) }

        // 5. An element with nothing else to say speaks its hint as its description.
        if base.isEmpty, let moved = hint {
            base = moved
            hint = nil
        }

        // 6. Join.
        var description = base
        if !words.isEmpty {
            let traitText = words.joined(separator: " ")
            description = description.isEmpty ? traitText : withPeriod(description) + " " + traitText
        }

        // 7. Position context.
        switch context {
        case .none: break
        case .series(let index, let count), .tab(let index, let count):
            description = strings.series(description, index: index, count: count)
        case .listStart: description = appending(strings.listStart, to: description)
        case .listEnd: description = appending(strings.listEnd, to: description)
        case .landmarkStart: description = appending(strings.landmarkStart, to: description)
        case .landmarkEnd: description = appending(strings.landmarkEnd, to: description)
        }

        // 7b. High-importance custom content, after the position and before the hint (§2.1 point 6, decision 24).
        for content in customContent where content.isHighImportance {
            // A label with no value is spoken alone, as AccessibilitySnapshot writes it
            // (`Limited Edition`, not `Limited Edition: `).
            let item =
                content.label.isEmpty ? content.value : content.value.isEmpty ? content.label : content.label + ": " + content.value
            if !item.isEmpty { description = appending(withPeriod(item), to: description) }
        }

        // 8. Hint rewriting, only for elements that are not dimmed. A dimmed
        // element gets no system hint (switch, text entry, adjustable) but keeps
        // its own, as AccessibilitySnapshot does (decision 12, corrected).
        if !isDimmed {
            if isSwitch {
                hint = hint.map { withoutPeriod($0) + ". " + strings.switchHint } ?? strings.switchHint
            }
            if traits.contains(.textEntry) {
                if traits.contains(.isEditing) {
                    hint = strings.isEditingHint
                } else {
                    hint = traits.contains(.textArea) ? strings.textAreaHint : strings.textFieldHint
                }
            }
            let hintOnly = givenHint != nil && label.isEmpty && value.isEmpty
            if traits.contains(.adjustable), !isSwitch, !hintOnly {
                hint = hint.map { withoutPeriod($0) + ". " + strings.adjustableHint } ?? strings.adjustableHint
            }
        }
        if !hintsEnabled { hint = nil }

        // 9. Extras.
        var extras = hasCustomActions ? [strings.actionsAvailable] : []
        if customContent.contains(where: { !$0.isHighImportance }) { extras.append(strings.moreContentAvailable) }
        return Speech(description: description, hint: hint, extras: extras)
    }

    /// Description and hint as VoiceOver would say them in a row, parts joined
    /// with a space (the optional "spoken" rendering of decision 1).
    public var spoken: String {
        ([description] + [hint].compactMap { $0 } + extras).filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func withPeriod(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    private static func withoutPeriod(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    private static func appending(_ word: String, to description: String) -> String {
        description.isEmpty ? word : withPeriod(description) + " " + word
    }
}
