import Foundation

/// Which way a paragraph's text runs, with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable, CaseIterable {
    /// Taken from the text itself: the direction of its first letter with a strong direction
    /// (the Unicode bidirectional algorithm's rules P2 and P3); left to right when it has none.
    case natural = -1
    /// Left to right, whatever the letters.
    case leftToRight = 0
    /// Right to left, whatever the letters: neutral characters (spaces, punctuation, digits'
    /// separators) at a paragraph's ends sit as right-to-left text puts them.
    case rightToLeft = 1
}

extension NSWritingDirection {
    /// The ISO 639 codes of the languages written in right-to-left scripts: CLDR's locales
    /// whose character order is right to left, plus the old codes `iw` and `ji` some systems
    /// still write for Hebrew and Yiddish.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "azb", "ckb", "dv", "fa", "he", "iw", "ji", "ks", "lrc", "mzn", "nqo", "ps",
        "sd", "syr", "ug", "ur", "yi",
    ]
}
