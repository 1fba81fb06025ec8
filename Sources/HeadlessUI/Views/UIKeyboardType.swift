/// The kind of keyboard a text field asks for, as UIKit's `UIKeyboardType`
/// (set with ``View/keyboardType(_:)``; stored, not drawn).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
}
