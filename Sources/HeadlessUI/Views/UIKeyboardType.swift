/// The kind of keyboard a text field asks for, as UIKit's `UIKeyboardType`
/// (set with ``View/keyboardType(_:)``; stored, not drawn).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // UIKit's spelling.
    case URL
    case numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}
