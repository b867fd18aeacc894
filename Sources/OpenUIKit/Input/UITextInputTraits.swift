import Foundation

/// How a text input wants a software keyboard to behave: its kind, its Return key, and
/// automatic capitalisation, correction and substitution.
///
/// In UIKit every member is optional; here each has a default in an extension, so a
/// `UIKeyInput` view declares only the ones it wants (`var keyboardType: UIKeyboardType =
/// .numberPad`), and `UITextField` keeps them all as settable properties.
///
/// The desktop has a hardware keyboard and shows no software keyboard, as an iPad with a
/// keyboard attached: keys type as they are, so these values change nothing about typing
/// except `isSecureTextEntry`. They are kept for the app, and decoded from storyboards'
/// `<textInputTraits>`.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    /// When Shift turns on by itself.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether typing is autocorrected.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Whether misspellings are marked.
    var spellCheckingType: UITextSpellCheckingType { get }
    /// Whether straight quotes become curly.
    var smartQuotesType: UITextSmartQuotesType { get }
    /// Whether two hyphens become a dash.
    var smartDashesType: UITextSmartDashesType { get }
    /// Whether spaces are fixed around pasted and deleted words.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    /// The kind of keyboard.
    var keyboardType: UIKeyboardType { get }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// The Return key's title.
    var returnKeyType: UIReturnKeyType { get }
    /// Whether the Return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is hidden as it is typed, and cannot be copied.
    var isSecureTextEntry: Bool { get }
    /// What the text is for, for AutoFill.
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    /// `.sentences`, UIKit's default.
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    /// `.default`.
    public var autocorrectionType: UITextAutocorrectionType { .default }
    /// `.default`.
    public var spellCheckingType: UITextSpellCheckingType { .default }
    /// `.default`.
    public var smartQuotesType: UITextSmartQuotesType { .default }
    /// `.default`.
    public var smartDashesType: UITextSmartDashesType { .default }
    /// `.default`.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    /// `.default`.
    public var keyboardType: UIKeyboardType { .default }
    /// `.default`.
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    /// `.default`.
    public var returnKeyType: UIReturnKeyType { .default }
    /// False.
    public var enablesReturnKeyAutomatically: Bool { false }
    /// False.
    public var isSecureTextEntry: Bool { false }
    /// Nil: no particular content.
    public var textContentType: UITextContentType! { nil }
}
