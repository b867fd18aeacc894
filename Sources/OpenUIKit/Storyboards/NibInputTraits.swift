import Foundation

/// A `<textInputTraits key="textInputTraits">` element's values, in Interface Builder's
/// spelling, for a text field or text view to take: nil for each attribute not written.
/// A value that is not one of the attribute's names is reported and left out.
struct NibInputTraits {
    var isSecureTextEntry: Bool?
    var enablesReturnKeyAutomatically: Bool?
    var autocapitalizationType: UITextAutocapitalizationType?
    var autocorrectionType: UITextAutocorrectionType?
    var spellCheckingType: UITextSpellCheckingType?
    var smartQuotesType: UITextSmartQuotesType?
    var smartDashesType: UITextSmartDashesType?
    var smartInsertDeleteType: UITextSmartInsertDeleteType?
    var keyboardType: UIKeyboardType?
    var keyboardAppearance: UIKeyboardAppearance?
    var returnKeyType: UIReturnKeyType?
    var textContentType: UITextContentType?

    /// The traits of the element `coder` decodes; nil when it has no `<textInputTraits>`.
    @MainActor
    init?(coder: NibCoder) {
        guard let traits = coder.element.child("textInputTraits", key: "textInputTraits") else { return nil }
        func value<T>(_ attribute: String, _ table: [String: T]) -> T? {
            guard let raw = traits[attribute] else { return nil }
            guard let decoded = table[raw] else {
                coder.loader.warn("\(attribute)=\"\(MessageText.quoted(raw))\" is not one of \(table.keys.sorted().joined(separator: ", "))", at: traits)
                return nil
            }
            return decoded
        }
        let flags = ["YES": true, "NO": false]
        let tristate: [String: Int] = ["default": 0, "no": 1, "yes": 2]
        isSecureTextEntry = value("secureTextEntry", flags)
        enablesReturnKeyAutomatically = value("enablesReturnKeyAutomatically", flags)
        autocapitalizationType = value("autocapitalizationType", ["none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters])
        autocorrectionType = value("autocorrectionType", tristate).flatMap(UITextAutocorrectionType.init(rawValue:))
        spellCheckingType = value("spellCheckingType", tristate).flatMap(UITextSpellCheckingType.init(rawValue:))
        smartQuotesType = value("smartQuotesType", tristate).flatMap(UITextSmartQuotesType.init(rawValue:))
        smartDashesType = value("smartDashesType", tristate).flatMap(UITextSmartDashesType.init(rawValue:))
        smartInsertDeleteType = value("smartInsertDeleteType", tristate).flatMap(UITextSmartInsertDeleteType.init(rawValue:))
        keyboardType = value("keyboardType", Self.keyboardTypes)
        keyboardAppearance = value("keyboardAppearance", ["default": .default, "alert": .dark, "dark": .dark, "light": .light])
        returnKeyType = value("returnKeyType", Self.returnKeyTypes)
        textContentType = value("textContentType", UITextContentType.named)
    }

    /// Interface Builder's names of the keyboard types.
    private static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "ASCIICapable": .asciiCapable,
        "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL, "numberPad": .numberPad,
        "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
        "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
        "ASCIICapableNumberPad": .asciiCapableNumberPad,
    ]

    /// Interface Builder's names of the Return key types.
    private static let returnKeyTypes: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next,
        "route": .route, "search": .search, "send": .send, "yahoo": .yahoo, "done": .done,
        "emergencyCall": .emergencyCall, "continue": .continue,
    ]

    /// Sets the values written on `input`, leaving the others as they are.
    @MainActor
    func apply<Input: NibInputTraitsTarget>(to input: Input) {
        if let isSecureTextEntry { input.isSecureTextEntry = isSecureTextEntry }
        if let enablesReturnKeyAutomatically { input.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically }
        if let autocapitalizationType { input.autocapitalizationType = autocapitalizationType }
        if let autocorrectionType { input.autocorrectionType = autocorrectionType }
        if let spellCheckingType { input.spellCheckingType = spellCheckingType }
        if let smartQuotesType { input.smartQuotesType = smartQuotesType }
        if let smartDashesType { input.smartDashesType = smartDashesType }
        if let smartInsertDeleteType { input.smartInsertDeleteType = smartInsertDeleteType }
        if let keyboardType { input.keyboardType = keyboardType }
        if let keyboardAppearance { input.keyboardAppearance = keyboardAppearance }
        if let returnKeyType { input.returnKeyType = returnKeyType }
        if let textContentType { input.textContentType = textContentType }
    }
}

/// A text input whose traits a storyboard sets: text fields and text views.
@MainActor
protocol NibInputTraitsTarget: AnyObject {
    var isSecureTextEntry: Bool { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var textContentType: UITextContentType! { get set }
}

extension UITextField: NibInputTraitsTarget {}
extension UITextView: NibInputTraitsTarget {}
