import OpenUIKit

/// The named colours of the card art: the few flat inks of a traditional court card (red,
/// blue, gold, black outlines, flesh) plus the card back's blues. Keeping them in one place
/// keeps all twelve faces and the back in one printing.
enum CardArtPalette {
    /// Outlines and the black suits; a very dark blue-black reads as black but is softer
    /// than pure black next to the saturated inks.
    static let ink = UIColor(red255: 26, green: 24, blue: 33)
    static let paper = UIColor.white

    /// The hearts and diamonds ink, also the red of robes and jewels.
    static let red = UIColor(red255: 200, green: 28, blue: 36)
    static let blue = UIColor(red255: 32, green: 66, blue: 160)
    static let gold = UIColor(red255: 244, green: 190, blue: 44)
    /// Darker gold for details drawn on gold (crown bands, sword hilts).
    static let deepGold = UIColor(red255: 204, green: 140, blue: 20)

    static let skin = UIColor(red255: 253, green: 222, blue: 190)
    /// Cheeks and lips; drawn over skin.
    static let blush = UIColor(red255: 236, green: 128, blue: 120)

    /// The king's hair and beard.
    static let kingHair = UIColor(red255: 112, green: 68, blue: 34)
    /// The queen's long hair; paler than the crown's gold so the two stay apart.
    static let queenHair = UIColor(red255: 250, green: 216, blue: 110)
    /// The jack's short hair.
    static let jackHair = UIColor(red255: 186, green: 92, blue: 34)

    /// Blades, the halberd head.
    static let steel = UIColor(red255: 214, green: 220, blue: 230)
    /// Wooden shafts.
    static let wood = UIColor(red255: 150, green: 96, blue: 46)
    /// The queen's flower leaves.
    static let leaf = UIColor(red255: 46, green: 132, blue: 62)
    /// The ermine collar's white fur, slightly warm so it differs from the paper.
    static let ermine = UIColor(red255: 250, green: 248, blue: 240)

    /// The card back's field.
    static let backField = UIColor(red255: 22, green: 42, blue: 104)
    /// The card back's lattice lines, a lighter blue on the field.
    static let backLattice = UIColor(red255: 92, green: 128, blue: 204)
    /// The small stars inside the lattice's diamonds.
    static let backStar = UIColor(red255: 150, green: 180, blue: 235)
}
