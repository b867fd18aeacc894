import Foundation

/// What a text field reads from its storyboard or xib element.
extension UITextField {
    /// Decodes the text, placeholder, font, colour, alignment, border style, clear button
    /// mode, font shrinking and (from `<textInputTraits>`) the input traits.
    func decodeTextField(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let text = coder.string("text") { self.text = text }
        if let placeholder = coder.string("placeholder") { self.placeholder = placeholder }
        if let fontElement = element.child("fontDescription", key: "fontDescription"), let font = coder.loader.font(fontElement) {
            self.font = font
        }
        if let color = coder.color("textColor") { textColor = color }
        if let flag = coder.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = flag }
        if let size = coder.number("minimumFontSize") { minimumFontSize = CGFloat(size) }
        if let flag = coder.bool("clearsOnBeginEditing") { clearsOnBeginEditing = flag }
        if let alignment = element["textAlignment"] {
            switch alignment {
            case "left": textAlignment = .left
            case "center": textAlignment = .center
            case "right": textAlignment = .right
            case "justified": textAlignment = .justified
            case "natural": textAlignment = .natural
            default: coder.loader.warn("textAlignment=\"\(MessageText.quoted(alignment))\" is not an alignment", at: element)
            }
        }
        if let style = element["borderStyle"] {
            switch style {
            case "none": borderStyle = .none
            case "line": borderStyle = .line
            case "bezel": borderStyle = .bezel
            case "roundedRect": borderStyle = .roundedRect
            default: coder.loader.warn("borderStyle=\"\(MessageText.quoted(style))\" is not a text field border style", at: element)
            }
        }
        if let mode = element["clearButtonMode"] {
            switch mode {
            case "never": clearButtonMode = .never
            case "whileEditing": clearButtonMode = .whileEditing
            case "unlessEditing": clearButtonMode = .unlessEditing
            case "always": clearButtonMode = .always
            default: coder.loader.warn("clearButtonMode=\"\(MessageText.quoted(mode))\" is not a view mode", at: element)
            }
        }
        if let traits = element.child("textInputTraits", key: "textInputTraits") {
            decodeInputTraits(traits, coder: coder)
        }
    }

    /// The `<textInputTraits>` element's attributes, in Interface Builder's spelling.
    private func decodeInputTraits(_ traits: IBElement, coder: NibCoder) {
        func value<T>(_ attribute: String, _ table: [String: T], apply: (T) -> Void) {
            guard let raw = traits[attribute] else { return }
            guard let decoded = table[raw] else {
                coder.loader.warn("\(attribute)=\"\(MessageText.quoted(raw))\" is not one of \(table.keys.sorted().joined(separator: ", "))", at: traits)
                return
            }
            apply(decoded)
        }
        let flags = ["YES": true, "NO": false]
        let tristate: [String: Int] = ["default": 0, "no": 1, "yes": 2]
        value("secureTextEntry", flags) { isSecureTextEntry = $0 }
        value("enablesReturnKeyAutomatically", flags) { enablesReturnKeyAutomatically = $0 }
        value("autocapitalizationType", ["none": UITextAutocapitalizationType.none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters]) { autocapitalizationType = $0 }
        value("autocorrectionType", tristate) { autocorrectionType = UITextAutocorrectionType(rawValue: $0) ?? .default }
        value("spellCheckingType", tristate) { spellCheckingType = UITextSpellCheckingType(rawValue: $0) ?? .default }
        value("smartQuotesType", tristate) { smartQuotesType = UITextSmartQuotesType(rawValue: $0) ?? .default }
        value("smartDashesType", tristate) { smartDashesType = UITextSmartDashesType(rawValue: $0) ?? .default }
        value("smartInsertDeleteType", tristate) { smartInsertDeleteType = UITextSmartInsertDeleteType(rawValue: $0) ?? .default }
        value("keyboardType", Self.nibKeyboardTypes) { keyboardType = $0 }
        value("keyboardAppearance", ["default": UIKeyboardAppearance.default, "alert": .dark, "dark": .dark, "light": .light]) { keyboardAppearance = $0 }
        value("returnKeyType", Self.nibReturnKeyTypes) { returnKeyType = $0 }
        value("textContentType", UITextContentType.named) { textContentType = $0 }
    }

    /// Interface Builder's names of the keyboard types.
    private static let nibKeyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "ASCIICapable": .asciiCapable,
        "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL, "numberPad": .numberPad,
        "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
        "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
        "ASCIICapableNumberPad": .asciiCapableNumberPad,
    ]

    /// Interface Builder's names of the Return key types.
    private static let nibReturnKeyTypes: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next,
        "route": .route, "search": .search, "send": .send, "yahoo": .yahoo, "done": .done,
        "emergencyCall": .emergencyCall, "continue": .continue,
    ]
}
