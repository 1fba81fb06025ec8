import AccessibilityAudit
import HeadlessUI
import ScreenReader
import Testing

/// A text field over its own text, as a preview's `@State` owns it.
private struct Field: View {
    enum Kind { case plain, prompted, secure, editor, vertical }
    @State private var text: String
    let kind: Kind

    init(_ kind: Kind, text: String = "") {
        self.kind = kind
        _text = State(wrappedValue: text)
    }

    var body: some View {
        VStack {
            switch kind {
            case .plain: TextField("SwiftUI Text Field", text: $text)
            case .prompted: TextField("Email", text: $text, prompt: Text("name@example.com"))
            case .secure: SecureField("Password", text: $text)
            case .editor: TextEditor(text: $text)
            case .vertical: TextField("Message", text: $text, prompt: Text("Say hello"), axis: .vertical)
            }
            Button("Send") {}
        }
    }
}

/// Decision 23: text fields as iOS exposes them, and VoiceOver's editing session.
@Suite struct TextEntryTests {
    private func settings(_ locale: String) -> AccessibilitySettings {
        var settings = AccessibilitySettings()
        settings.locale = locale
        return settings
    }

    // Reference §2.2 vectors (AccessibilitySnapshot, SwiftUI on iOS): without a prompt the title is the
    // placeholder, spoken while the field is empty; typed text replaces it.
    @Test func `a text field speaks its title while empty and its text once filled`() {
        let empty = VoiceOver(Field(.plain))
        let first = empty.next()
        #expect(first == "SwiftUI Text Field. Text Field.")
        #expect(first.hint == "Double tap to edit.")
        #expect(empty.focusedNode?.label == nil)
        #expect(VoiceOver(Field(.plain, text: "Value in Text Field")).next() == "Value in Text Field. Text Field.")
    }

    @Test func `a secure field speaks one bullet per character, never the characters`() {
        #expect(VoiceOver(Field(.secure)).next() == "Password. Secure Text Field.")
        let filled = VoiceOver(Field(.secure, text: "hunter2!!"))
        #expect(filled.next() == "•••••••••. Secure Text Field.")
        #expect(filled.focusedNode?.traits.contains(.secureTextField) == true)
    }

    @Test func `a text editor is a text area with the text-area hint`() {
        let vo = VoiceOver(Field(.editor))
        let first = vo.next()
        #expect(first == "Text Field.")
        #expect(first.hint == "Double tap to edit., Use the rotor to access Misspelled Words")
        #expect(vo.focusedNode?.traits.contains(.textArea) == true)
    }

    @Test func `a vertical field is a text area whose title is its label and prompt its placeholder`() {
        let vo = VoiceOver(Field(.vertical))
        #expect(vo.next() == "Message: Say hello. Text Field.")
        #expect(vo.focusedNode?.traits.isSuperset(of: [.textEntry, .textArea]) == true)
    }

    @Test func `with a prompt the title is the label and the prompt the value while empty`() {
        let vo = VoiceOver(Field(.prompted))
        #expect(vo.next() == "Email: name@example.com. Text Field.")
        #expect(vo.focusedNode?.label == "Email")
    }

    @Test func `double tap starts editing, keys type and delete with echo, escape ends editing`() {
        let vo = VoiceOver(Field(.prompted))
        vo.next()
        let editing = vo.activate()
        #expect(editing == "Email: name@example.com. Text Field. Is editing.")
        #expect(editing.hint == "Use the rotor to access Misspelled Words")
        #expect(vo.type("jo") == "jo")
        #expect(vo.focusedNode?.value == "jo")
        #expect(vo.deleteBackward() == "o")
        #expect(vo.type("@x.io") == "@x.io")
        #expect(vo.escape() == "Email: j@x.io. Text Field.")
        #expect(vo.focusedNode?.traits.contains(.isEditing) == false)
        #expect(vo.transcript.text.hasSuffix("> type \"@x.io\"\n@x.io\n> escape\nEmail: j@x.io. Text Field.\n  hint: Double tap to edit.\n"))
    }

    @Test func `typing without an editing session does nothing`() {
        let vo = VoiceOver(Field(.prompted))
        vo.next()
        let result = vo.type("jo")
        #expect(result.isSilent)
        #expect(result.actionResult == nil)
        #expect(vo.focusedNode?.value == "name@example.com")
    }

    @Test func `typing into a secure field speaks nothing and exposes bullets`() {
        let vo = VoiceOver(Field(.secure))
        vo.next()
        vo.activate()
        #expect(vo.type("abc").isSilent)
        #expect(vo.focusedNode?.value == "•••")
        #expect(vo.deleteBackward().isSilent)
        #expect(vo.focusedNode?.value == "••")
    }

    @Test func `activating another element ends the editing session`() {
        let vo = VoiceOver(Field(.prompted))
        vo.next()
        vo.activate()
        vo.focus(label: "Send")
        vo.activate()
        vo.previous()
        #expect(vo.focusedNode?.traits.contains(.isEditing) == false)
        #expect(vo.type("x").isSilent)
    }

    // Reference §2.5: trait words and the editing word in de and ru (ru's text field word corrected to upper case).
    @Test(arguments: [
        ("en", "Email: name@example.com. Text Field.", "Email: name@example.com. Text Field. Is editing."),
        ("de", "Email: name@example.com. Textfeld.", "Email: name@example.com. Textfeld. Bearbeiten"),
        ("ru", "Email: name@example.com. Текстовое поле.", "Email: name@example.com. Текстовое поле. Идет правка"),
    ])
    func `the field and its editing state in each language`(locale: String, idle: String, editing: String) {
        let vo = VoiceOver(Field(.prompted), settings: settings(locale))
        #expect(vo.next() == idle)
        #expect(vo.activate() == editing)
    }

    // Decision 23: a field whose only text is its placeholder is unlabelled (serious); a titled field with a prompt is not.
    @Test func `label-missing flags a placeholder-only field and passes a labelled one`() {
        let unlabelled = LabelMissing().outcomes(in: RuleContext(tree: render(Field(.plain))))
        let field = unlabelled.first { $0.spoken == "SwiftUI Text Field. Text Field." }
        #expect(field?.outcome == .violation)
        #expect(field?.severity == .serious)
        #expect(
            field?.message
                == "text field has no label: VoiceOver reads only its placeholder or text \"SwiftUI Text Field\", which is gone once text is typed; VoiceOver says \"SwiftUI Text Field. Text Field.\""
        )
        let labelled = LabelMissing().outcomes(in: RuleContext(tree: render(Field(.prompted))))
        #expect(labelled.allSatisfy { $0.outcome != .violation })
        let editor = LabelMissing().outcomes(in: RuleContext(tree: render(TextEditor(text: .constant("")).accessibilityLabel("Notes"))))
        #expect(editor.map(\.outcome) == [.pass])
    }
}
