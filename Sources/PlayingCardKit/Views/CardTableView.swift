import Foundation
import OpenUIKit

/// Green felt with playing cards on it.
///
/// A card placed with constraints (`translatesAutoresizingMaskIntoConstraints` false, as the
/// single-card controller does) is placed by Auto Layout, in `super.layoutSubviews()`. The
/// others (table mode's) are placed by the table: each at a position in unit coordinates
/// (0…1 across the table), so the layout survives a window resize, and sized to the table:
/// one card alone fills most of it; many share a grid. A card's `transform` is its own
/// (rotation and pinch scale) and is left alone by layout either way.
open class CardTableView: UIView {
    /// The felt's colour: a card-table green.
    public static let feltColor = UIColor(red: 0.05, green: 0.38, blue: 0.19, alpha: 1)
    /// How much of the table's shorter side one card placed by the table may take: room
    /// around it to drag.
    public static let singleCardFillFraction: CGFloat = 0.8
    /// Gap between grid cells, as a fraction of a card's width.
    public static let gridSpacingToCardWidth: CGFloat = 0.12

    /// Where each card's centre sits, in unit coordinates of the table, by card view.
    private var unitPositions: [ObjectIdentifier: CGPoint] = [:]
    /// The size every card the table places is laid out at (points), worked out by
    /// `layoutSubviews`.
    public private(set) var cardSize = CGSize.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = CardTableView.feltColor
        isOpaque = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = CardTableView.feltColor
        isOpaque = true
    }

    /// The cards on the table, back to front.
    public var cardViews: [PlayingCardView] { subviews.compactMap { $0 as? PlayingCardView } }

    /// Puts `card` on the table at `unitPosition` (0…1 in each axis), placed by the table.
    public func place(_ card: PlayingCardView, at unitPosition: CGPoint) {
        if card.superview !== self { addSubview(card) }
        unitPositions[ObjectIdentifier(card)] = CardTableView.clampedUnit(unitPosition)
        setNeedsLayout()
    }

    /// Moves `card` by `translation` points, keeping its centre on the table.
    public func move(_ card: PlayingCardView, by translation: CGPoint) {
        guard bounds.width > 0, bounds.height > 0, translation.x.isFinite, translation.y.isFinite else { return }
        let current = unitPosition(of: card)
        let moved = CGPoint(x: current.x + translation.x / bounds.width, y: current.y + translation.y / bounds.height)
        unitPositions[ObjectIdentifier(card)] = CardTableView.clampedUnit(moved)
        card.center = point(forUnit: unitPositions[ObjectIdentifier(card)] ?? moved)
    }

    /// Keeps `card` where something else (the table's physics) moved it: its centre becomes
    /// its place, in unit coordinates, so a later layout leaves it there.
    public func notePosition(of card: PlayingCardView) {
        guard bounds.width > 0, bounds.height > 0, card.center.x.isFinite, card.center.y.isFinite else { return }
        unitPositions[ObjectIdentifier(card)] = CardTableView.clampedUnit(
            CGPoint(x: (card.center.x - bounds.minX) / bounds.width, y: (card.center.y - bounds.minY) / bounds.height))
    }

    /// Where `card` sits, in unit coordinates (the middle if it was never placed).
    public func unitPosition(of card: PlayingCardView) -> CGPoint {
        unitPositions[ObjectIdentifier(card)] ?? CGPoint(x: 0.5, y: 0.5)
    }

    /// Lays `count` cards out in a grid: the unit positions of the cells' centres, row by row.
    public static func gridPositions(count: Int, tableSize: CGSize) -> [CGPoint] {
        guard count > 0 else { return [] }
        let (columns, rows) = gridShape(count: count, tableSize: tableSize)
        return (0..<count).map { index in
            let column = index % columns, row = index / columns
            return CGPoint(x: (CGFloat(column) + 0.5) / CGFloat(columns), y: (CGFloat(row) + 0.5) / CGFloat(rows))
        }
    }

    /// The grid (columns, rows) whose cells best fit cards of the standard 5:7 shape.
    static func gridShape(count: Int, tableSize: CGSize) -> (columns: Int, rows: Int) {
        guard count > 1, tableSize.width > 0, tableSize.height > 0 else { return (1, 1) }
        var best = (columns: 1, rows: count, cardWidth: CGFloat(0))
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let width = cardWidth(fittingColumns: columns, rows: rows, in: tableSize)
            if width > best.cardWidth { best = (columns, rows, width) }
        }
        return (best.columns, best.rows)
    }

    private static func cardWidth(fittingColumns columns: Int, rows: Int, in size: CGSize) -> CGFloat {
        let aspect = PlayingCardView.SizeRatio.standardWidthToHeight
        let spacing = 1 + gridSpacingToCardWidth
        let byWidth = size.width / (CGFloat(columns) * spacing)
        let byHeight = size.height / (CGFloat(rows) * spacing) * aspect
        return min(byWidth, byHeight)
    }

    /// The cards the table places: those not placed by constraints.
    private var cardsPlacedByTable: [PlayingCardView] {
        cardViews.filter(\.translatesAutoresizingMaskIntoConstraints)
    }

    open override func layoutSubviews() {
        // The views placed by constraints (the single card, the status line) first.
        super.layoutSubviews()
        let cards = cardsPlacedByTable
        guard !cards.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let aspect = PlayingCardView.SizeRatio.standardWidthToHeight
        let width: CGFloat
        if cards.count == 1 {
            let fill = CardTableView.singleCardFillFraction
            width = min(bounds.width * fill, bounds.height * fill * aspect)
        } else {
            let (columns, rows) = CardTableView.gridShape(count: cards.count, tableSize: bounds.size)
            width = CardTableView.cardWidth(fittingColumns: columns, rows: rows, in: bounds.size)
        }
        cardSize = CGSize(width: max(1, width.rounded()), height: max(1, (width / aspect).rounded()))
        for card in cards {
            // bounds and center, not frame: a rotated card's frame is its bounding box.
            card.bounds = CGRect(origin: .zero, size: cardSize)
            card.center = point(forUnit: unitPosition(of: card))
        }
    }

    private func point(forUnit unit: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
    }

    private static func clampedUnit(_ p: CGPoint) -> CGPoint {
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0.5 }
        return CGPoint(x: clamp(p.x), y: clamp(p.y))
    }
}
