import Foundation

/// One card of a standard 52-card deck: a suit and a rank.
///
/// Its description is the rank followed by the suit symbol ("A♠", "10♦", "K♥"), which is also
/// the name of the card's face image. `init?(string:)` reads that form back, and an ASCII
/// form for typing on a command line ("AS", "10D", "KH", "TC").
public struct PlayingCard: Hashable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    public let suit: Suit
    public let rank: Rank

    public init(suit: Suit, rank: Rank) {
        self.suit = suit
        self.rank = rank
    }

    public var description: String { "\(rank)\(suit)" }

    // MARK: Suit

    /// The four suits; the raw value is the suit's symbol.
    public enum Suit: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        case spades = "♠"
        case hearts = "♥"
        case diamonds = "♦"
        case clubs = "♣"

        /// Every suit, in the order a new deck is sorted.
        public static let all: [Suit] = allCases

        /// Hearts and diamonds are red; spades and clubs are black.
        public var isRed: Bool { self == .hearts || self == .diamonds }

        /// The letter the ASCII form uses: S, H, D or C.
        public var letter: Character {
            switch self {
            case .spades: "S"
            case .hearts: "H"
            case .diamonds: "D"
            case .clubs: "C"
            }
        }

        public var description: String { rawValue }

        /// The suit named by a symbol (♠ ♥ ♦ ♣, or the white forms ♤ ♡ ♢ ♧) or an ASCII
        /// letter (S H D C, either case).
        public init?(symbolOrLetter text: some StringProtocol) {
            // Emoji presentation selectors ("♥️") do not change the suit.
            let scalars = text.unicodeScalars.filter { $0 != "\u{FE0F}" && $0 != "\u{FE0E}" }
            guard scalars.count == 1, let scalar = scalars.first else { return nil }
            switch scalar {
            case "♠", "♤", "S", "s": self = .spades
            case "♥", "♡", "H", "h": self = .hearts
            case "♦", "♢", "D", "d": self = .diamonds
            case "♣", "♧", "C", "c": self = .clubs
            default: return nil
            }
        }
    }

    // MARK: Rank

    /// The rank, modelled as the 2017 lecture does: the ace, the numbered cards 2…10, and the
    /// face cards by their letter.
    ///
    /// Only the values in `all` are ranks of a real card; `order` is 0 for any other value
    /// (such as `.numeric(11)` or `.face("X")`), and `Rank(order:)` never makes one.
    public enum Rank: Hashable, Sendable, CustomStringConvertible {
        case ace
        case face(String)
        case numeric(Int)

        /// 1 for the ace, 2…10 for the numbered cards, 11, 12, 13 for J, Q, K; 0 otherwise.
        public var order: Int {
            switch self {
            case .ace: 1
            case .numeric(let pips) where (2...10).contains(pips): pips
            case .face("J"): 11
            case .face("Q"): 12
            case .face("K"): 13
            default: 0
            }
        }

        /// The thirteen ranks, ace to king.
        public static let all: [Rank] = (1...13).compactMap(Rank.init(order:))

        /// The rank of order 1…13; nil outside that range.
        public init?(order: Int) {
            switch order {
            case 1: self = .ace
            case 2...10: self = .numeric(order)
            case 11: self = .face("J")
            case 12: self = .face("Q")
            case 13: self = .face("K")
            default: return nil
            }
        }

        /// Whether this is a jack, queen or king.
        public var isFaceCard: Bool { (11...13).contains(order) }

        /// "A", "2"…"10", "J", "Q", "K" (the associated value for ranks outside `all`).
        public var description: String {
            switch self {
            case .ace: "A"
            case .numeric(let pips): String(pips)
            case .face(let kind): kind
            }
        }

        /// The rank written as `text`: A, J, Q, K (either case), 2…10, or T for 10.
        public init?(text: some StringProtocol) {
            switch text.uppercased() {
            case "A": self = .ace
            case "J", "Q", "K": self = .face(text.uppercased())
            case "T", "10": self = .numeric(10)
            // Only single digits here: "1", "01" or "011" are not ranks.
            case let digit where digit.count == 1:
                guard let pips = Int(digit), (2...9).contains(pips) else { return nil }
                self = .numeric(pips)
            default: return nil
            }
        }
    }

    // MARK: Reading a card from text

    /// The card written as `string`: a rank then a suit, as in "K♥", "10♦", "A♠", or in
    /// ASCII as "KH", "10D", "AS", "QC", "TS" (letters in either case, T for 10). Spaces
    /// around it are ignored; anything else makes it nil.
    public init?(string: String) {
        let trimmed = string.trimmingCharacters(in: .whitespaces)
        guard let suitCharacter = trimmed.last, trimmed.count >= 2,
              let suit = Suit(symbolOrLetter: String(suitCharacter)),
              let rank = Rank(text: trimmed.dropLast())
        else { return nil }
        self.init(suit: suit, rank: rank)
    }

    /// `LosslessStringConvertible`: the same as `init?(string:)`.
    public init?(_ description: String) {
        self.init(string: description)
    }

    /// The ASCII form, rank then suit letter: "AS", "10D", "KH".
    public var asciiDescription: String { "\(rank)\(suit.letter)" }
}
