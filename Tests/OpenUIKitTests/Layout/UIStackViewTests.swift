import Foundation
@testable import OpenUIKit
import Testing

/// A view with a fixed intrinsic size, so that every expected frame is an exact number.
@MainActor
final class StackBlock: UIView {
    var natural: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var intrinsicContentSize: CGSize { natural }
}

/// UIStackView: exact frames for each distribution and alignment on both axes, spacing and
/// custom spacing, margins, hidden views collapsing and coming back, changes to the arranged
/// views, stacks in stacks, fitting sizes, and the constraints it makes.
///
/// The blocks are 40×20, 60×30 and 80×40 unless a test says otherwise: 180 points of
/// intrinsic width side by side.
@MainActor
@Suite struct UIStackViewTests {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    /// A stack of three blocks placed at `frame` (by its frame, as a view made in code is).
    func stack(_ frame: CGRect, axis: NSLayoutConstraint.Axis = .horizontal,
               _ distribution: UIStackView.Distribution = .fill, _ alignment: UIStackView.Alignment = .fill,
               spacing: CGFloat = 0) -> (UIStackView, [StackBlock]) {
        let blocks = [StackBlock(40, 20), StackBlock(60, 30), StackBlock(80, 40)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.frame = frame
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        container.addSubview(stack)
        return (stack, blocks)
    }

    /// A stack left free in size: only its top-left corner is pinned, so its content sizes it.
    func freeStack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, spacing: CGFloat = 0) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                                     stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)])
        return stack
    }

    /// The same views in the same order.
    func same(_ a: [UIView], _ b: [UIView]) -> Bool {
        a.elementsEqual(b, by: ===)
    }

    func frames(_ views: [UIView]) -> [CGRect] {
        views.map(\.frame)
    }

    func expectUnambiguous(_ views: [UIView], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, view) in views.enumerated() {
            #expect(!view.hasAmbiguousLayout, "arranged view \(index) is ambiguous", sourceLocation: sourceLocation)
        }
    }

    // MARK: The type

    @Test func rawValuesAndAliasesAreUIKits() {
        #expect(UIStackView.Distribution.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.top.rawValue == 1)
        #expect(UIStackView.Alignment.bottom == .trailing && UIStackView.Alignment.bottom.rawValue == 4)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test func defaultsAndInitializers() {
        let plain = UIStackView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(plain.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(plain.axis == .horizontal && plain.distribution == .fill && plain.alignment == .fill && plain.spacing == 0)
        #expect(!plain.isLayoutMarginsRelativeArrangement && !plain.isBaselineRelativeArrangement)
        #expect(plain.arrangedSubviews.isEmpty && plain.translatesAutoresizingMaskIntoConstraints)

        let a = UIView(), b = UIView()
        let made = UIStackView(arrangedSubviews: [a, b])
        #expect(same(made.arrangedSubviews, [a, b]) && same(made.subviews, [a, b]))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints,
                "arranged views are placed by constraints, as in UIKit")

        let decoded = UIStackView(coder: NSKeyedArchiver(requiringSecureCoding: false))
        #expect(decoded.axis == .horizontal && decoded.arrangedSubviews.isEmpty)
        #expect(UIStackView.requiresConstraintBasedLayout)
    }

    // MARK: Distributions

    /// `.fill` with room to spare: the view that hugs least stretches; between equals the
    /// first does (UIKit documents only "by index"; see `Distribution.fill`).
    @Test func fillStretchesTheLowestHuggingAndTheFirstOfEquals() {
        let (_, blocks) = stack(CGRect(x: 0, y: 0, width: 300, height: 50), spacing: 10)
        container.layoutIfNeeded()
        #expect(frames(blocks) == [CGRect(x: 0, y: 0, width: 140, height: 50), CGRect(x: 150, y: 0, width: 60, height: 50),
                                   CGRect(x: 220, y: 0, width: 80, height: 50)])
        expectUnambiguous(blocks)

        blocks[0].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.width) == [40, 160, 80], "now the second is the first of the least hugging")

        blocks[2].setContentHuggingPriority(.defaultLow - 50, for: .horizontal)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.width) == [40, 60, 180])
        #expect(blocks.map(\.frame.minX) == [0, 50, 120])
    }

    /// `.fill` without room: the view that resists compression least shrinks; between
    /// equals the last does.
    @Test func fillSqueezesTheLowestCompressionResistanceAndTheLastOfEquals() {
        let (_, blocks) = stack(CGRect(x: 0, y: 0, width: 150, height: 50), spacing: 10)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.width) == [40, 60, 30], "50 points short: the last of equals gives them")
        expectUnambiguous(blocks)

        blocks[2].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.width) == [40, 10, 80])

        blocks[0].setContentCompressionResistancePriority(.defaultHigh - 50, for: .horizontal)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.width) == [0, 50, 80], "the weakest gives all it has, the next the rest")
        #expect(blocks.map(\.frame.minX) == [0, 10, 70])
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (_, blocks) = stack(CGRect(x: 0, y: 0, width: 300, height: 50), .fillEqually, spacing: 15)
        container.layoutIfNeeded()
        #expect(frames(blocks) == [CGRect(x: 0, y: 0, width: 90, height: 50), CGRect(x: 105, y: 0, width: 90, height: 50),
                                   CGRect(x: 210, y: 0, width: 90, height: 50)])
        expectUnambiguous(blocks)
    }

    /// Intrinsic widths 40, 60 and 100 in 280 points after two 10-point spaces: × 1.4.
    @Test func fillProportionallyKeepsTheIntrinsicProportions() {
        let (_, blocks) = stack(CGRect(x: 0, y: 0, width: 300, height: 50), .fillProportionally, spacing: 10)
        blocks[2].natural.width = 100
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.width) == [56, 84, 140])
        #expect(blocks.map(\.frame.minX) == [0, 66, 160])
        expectUnambiguous(blocks)

        // A new intrinsic size makes new proportions: 40 : 60 : 180 fill the 280 exactly.
        blocks[2].natural.width = 180
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.width) == [40, 60, 180])
    }

    @Test func equalSpacingKeepsSizesAndSharesTheRoomBetween() {
        let (stack, blocks) = stack(CGRect(x: 0, y: 0, width: 300, height: 50), .equalSpacing, spacing: 10)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.width) == [40, 60, 80])
        #expect(blocks.map(\.frame.minX) == [0, 100, 220], "two gaps of 60")
        expectUnambiguous(blocks)

        // 190 points: the gaps shrink to the spacing, then the last of equals is squeezed.
        stack.frame.size.width = 190
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.width) == [40, 60, 70])
        #expect(blocks.map(\.frame.minX) == [0, 50, 120])
    }

    /// Centres 120 points apart: the first's at 20 and the last's at 260 put the middle's at 140.
    @Test func equalCenteringSpacesTheCentresEvenly() {
        let (_, blocks) = stack(CGRect(x: 0, y: 0, width: 300, height: 50), .equalCentering, spacing: 10)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.midX) == [20, 140, 260])
        #expect(blocks.map(\.frame.width) == [40, 60, 80])
        expectUnambiguous(blocks)

        // Left free, the centres come as close as the spacing lets the widest pair: 30 + 10 + 40.
        let free = freeStack([StackBlock(40, 20), StackBlock(60, 30), StackBlock(80, 40)], spacing: 10)
        free.distribution = .equalCentering
        container.layoutIfNeeded()
        #expect(free.arrangedSubviews.map(\.frame.midX) == [20, 100, 180])
        #expect(free.frame == CGRect(x: 10, y: 20, width: 220, height: 40))
    }

    @Test func verticalDistributionsWorkDownTheColumn() {
        let (stack, blocks) = stack(CGRect(x: 0, y: 0, width: 100, height: 200), axis: .vertical, .fillEqually, spacing: 10)
        container.layoutIfNeeded()
        #expect(frames(blocks) == [CGRect(x: 0, y: 0, width: 100, height: 60), CGRect(x: 0, y: 70, width: 100, height: 60),
                                   CGRect(x: 0, y: 140, width: 100, height: 60)])

        stack.distribution = .equalSpacing
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.height) == [20, 30, 40])
        #expect(blocks.map(\.frame.minY) == [0, 75, 160], "two gaps of 55")

        stack.distribution = .fill
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.height) == [110, 30, 40], "the first of equals stretches")
        expectUnambiguous(blocks)
    }

    // MARK: Alignments

    @Test(arguments: [
        (UIStackView.Alignment.fill, [0, 0, 0] as [CGFloat], [100, 100, 100] as [CGFloat]),
        (.top, [0, 0, 0], [20, 30, 40]),
        (.center, [40, 35, 30], [20, 30, 40]),
        (.bottom, [80, 70, 60], [20, 30, 40]),
        // A block's baselines are its bottom edge: the line of bottoms hangs from the top…
        (.firstBaseline, [20, 10, 0], [20, 30, 40]),
        // …or stands on the bottom.
        (.lastBaseline, [80, 70, 60], [20, 30, 40]),
    ])
    func horizontalAlignments(alignment: UIStackView.Alignment, minYs: [CGFloat], heights: [CGFloat]) {
        let (_, blocks) = stack(CGRect(x: 0, y: 0, width: 180, height: 100), .fill, alignment)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.minY) == minYs)
        #expect(blocks.map(\.frame.height) == heights)
        #expect(blocks.map(\.frame.minX) == [0, 40, 100] && blocks.map(\.frame.width) == [40, 60, 80])
        expectUnambiguous(blocks)
    }

    @Test(arguments: [
        (UIStackView.Alignment.fill, [0, 0, 0] as [CGFloat], [100, 100, 100] as [CGFloat]),
        (.leading, [0, 0, 0], [40, 60, 80]),
        (.center, [30, 20, 10], [40, 60, 80]),
        (.trailing, [60, 40, 20], [40, 60, 80]),
        // A column has no common baseline: the baseline alignments keep to their side.
        (.firstBaseline, [0, 0, 0], [40, 60, 80]),
        (.lastBaseline, [60, 40, 20], [40, 60, 80]),
    ])
    func verticalAlignments(alignment: UIStackView.Alignment, minXs: [CGFloat], widths: [CGFloat]) {
        let (_, blocks) = stack(CGRect(x: 0, y: 0, width: 100, height: 90), axis: .vertical, .fill, alignment)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.minX) == minXs)
        #expect(blocks.map(\.frame.width) == widths)
        #expect(blocks.map(\.frame.minY) == [0, 20, 50] && blocks.map(\.frame.height) == [20, 30, 40])
        expectUnambiguous(blocks)
    }

    /// Labels in three sizes share one first baseline.
    @Test func firstBaselineAlignmentLinesUpText() {
        let labels = [17, 40, 12].map { size -> UILabel in
            let label = UILabel()
            label.text = "Baseline"
            label.font = .systemFont(ofSize: CGFloat(size))
            return label
        }
        let stack = freeStack(labels, spacing: 4)
        stack.alignment = .firstBaseline
        container.layoutIfNeeded()
        let baselines = labels.map { $0.frame.minY + $0.font.ascender }
        for baseline in baselines {
            #expect(abs(baseline - baselines[1]) <= 0.5, "\(baselines)")
        }
        #expect(labels[1].frame.minY == 0, "the tallest text touches the top")
        #expect(labels.allSatisfy { $0.frame.maxY <= stack.bounds.height })
        #expect(labels.allSatisfy { $0.frame.size == $0.intrinsicContentSize })
    }

    // MARK: Spacing

    @Test func customSpacingReplacesTheSpacingAfterOneView() {
        let (stack, blocks) = stack(CGRect(x: 0, y: 0, width: 300, height: 50), .equalSpacing, spacing: 10)
        stack.distribution = .fill
        stack.setCustomSpacing(30, after: blocks[0])
        #expect(stack.customSpacing(after: blocks[0]) == 30)
        #expect(stack.customSpacing(after: blocks[1]) == UIStackView.spacingUseDefault)
        blocks[0].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.minX) == [0, 70, 220])
        #expect(blocks.map(\.frame.width) == [40, 140, 80])

        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: blocks[1])
        container.layoutIfNeeded()
        #expect(blocks[2].frame.minX - blocks[1].frame.maxX == 8, "the system spacing")

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: blocks[0])
        #expect(stack.customSpacing(after: blocks[0]) == UIStackView.spacingUseDefault)
        container.layoutIfNeeded()
        #expect(blocks[1].frame.minX - blocks[0].frame.maxX == 10)
    }

    @Test func badSpacingIsRefused() {
        let (stack, blocks) = stack(CGRect(x: 0, y: 0, width: 300, height: 50), spacing: 10)
        let before = Diagnostics.warningCount()
        stack.spacing = .nan
        stack.setCustomSpacing(.infinity, after: blocks[0])
        stack.setCustomSpacing(5, after: UIView())
        #expect(stack.spacing == 10 && stack.customSpacing(after: blocks[0]) == UIStackView.spacingUseDefault)
        #expect(Diagnostics.warningCount() == before + 3)
        stack.spacing = UIStackView.spacingUseSystem
        container.layoutIfNeeded()
        #expect(blocks[1].frame.minX - blocks[0].frame.maxX == 8)
    }

    /// Negative spacing overlaps the views, as in UIKit.
    @Test func negativeSpacingOverlaps() {
        let stack = freeStack([StackBlock(40, 20), StackBlock(60, 30)], spacing: -10)
        container.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 30])
        #expect(stack.frame.width == 90)
    }

    /// Margins 5, 10, 15, 20 (top, left, bottom, right): 270 × 80 inside, two views of 130.
    @Test func marginsRelativeArrangementLaysOutInsideTheMargins() {
        let blocks = [StackBlock(40, 20), StackBlock(60, 30)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        container.addSubview(stack)
        container.layoutIfNeeded()
        #expect(frames(blocks) == [CGRect(x: 0, y: 0, width: 145, height: 100), CGRect(x: 155, y: 0, width: 145, height: 100)],
                "relative to the bounds by default")

        stack.isLayoutMarginsRelativeArrangement = true
        container.layoutIfNeeded()
        #expect(frames(blocks) == [CGRect(x: 10, y: 5, width: 130, height: 80), CGRect(x: 150, y: 5, width: 130, height: 80)])

        stack.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 30)
        container.layoutIfNeeded()
        #expect(frames(blocks) == [CGRect(x: 0, y: 0, width: 130, height: 100), CGRect(x: 140, y: 0, width: 130, height: 100)],
                "new margins move the views")

        stack.alignment = .center
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.midY) == [50, 50])
    }

    /// A column of labels spaced from the last baseline of one to the first of the next.
    @Test func baselineRelativeArrangementSpacesBaselines() {
        let first = UILabel(), second = UILabel(), plain = UIView()
        first.text = "First"
        first.font = .systemFont(ofSize: 17)
        second.text = "Second"
        second.font = .systemFont(ofSize: 30)
        let stack = freeStack([first, second, plain], axis: .vertical, spacing: 24)
        NSLayoutConstraint.activate([plain.heightAnchor.constraint(equalToConstant: 10)])
        stack.isBaselineRelativeArrangement = true
        container.layoutIfNeeded()
        // A single line at its intrinsic height has both baselines one ascender below its top.
        let lastBaselineOfFirst = first.frame.minY + first.font.ascender
        let baselineOfSecond = second.frame.minY + second.font.ascender
        #expect(abs(baselineOfSecond - lastBaselineOfFirst - 24) <= 0.5, "\(lastBaselineOfFirst) → \(baselineOfSecond)")
        // A view without text is spaced by its top edge from the label's last baseline.
        #expect(abs(plain.frame.minY - baselineOfSecond - 24) <= 0.5)

        stack.isBaselineRelativeArrangement = false
        container.layoutIfNeeded()
        #expect(second.frame.minY - first.frame.maxY == 24, "edges again")
        #expect(plain.frame.minY - second.frame.maxY == 24)
    }

    // MARK: Hidden views

    @Test func aHiddenViewCollapsesWithItsSpacingAndComesBack() {
        let blocks = [StackBlock(40, 20), StackBlock(60, 30), StackBlock(80, 40)]
        let stack = freeStack(blocks, spacing: 10)
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 200, height: 40))

        blocks[1].isHidden = true
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 130, height: 40), "the view and one spacing are gone")
        #expect(blocks[2].frame.minX == 50)
        #expect(blocks[1].frame.width == 0 && blocks[1].frame.minX == 40)
        #expect(stack.arrangedSubviews.count == 3, "still arranged")
        expectUnambiguous([stack, blocks[0], blocks[2]])

        blocks[0].isHidden = true
        container.layoutIfNeeded()
        #expect(blocks[2].frame.minX == 0 && stack.frame.width == 80, "the first visible view meets the edge")

        blocks[2].isHidden = true
        container.layoutIfNeeded()
        #expect(stack.frame.size == .zero, "nothing visible, nothing wide")
        expectUnambiguous([stack])

        blocks.forEach { $0.isHidden = false }
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 200, height: 40))
        #expect(blocks.map(\.frame.minX) == [0, 50, 120])
    }

    /// The hidden view's custom spacing goes with it; the spacing after the visible view
    /// before it stands.
    @Test func hidingKeepsTheSpacingOfTheViewBefore() {
        let blocks = [StackBlock(40, 20), StackBlock(60, 30), StackBlock(80, 40)]
        let stack = freeStack(blocks, spacing: 10)
        stack.setCustomSpacing(25, after: blocks[1])
        blocks[1].isHidden = true
        container.layoutIfNeeded()
        #expect(blocks[2].frame.minX == 50)
        stack.setCustomSpacing(5, after: blocks[0])
        container.layoutIfNeeded()
        #expect(blocks[2].frame.minX == 45)
    }

    /// Collapsing in each distribution: the two views left (40 and 80 wide) share 310
    /// points as if the middle one had never been there.
    @Test(arguments: UIStackView.Distribution.allCases)
    func hidingInEveryDistribution(distribution: UIStackView.Distribution) {
        let (_, blocks) = stack(CGRect(x: 0, y: 0, width: 310, height: 50), distribution, spacing: 10)
        blocks[1].isHidden = true
        container.layoutIfNeeded()
        let widths: [CGFloat] = switch distribution {
        case .fill: [220, 80]
        case .fillEqually: [150, 150]
        case .fillProportionally: [100, 200]
        case .equalSpacing, .equalCentering: [40, 80]
        }
        #expect([blocks[0].frame.width, blocks[2].frame.width] == widths)
        #expect(blocks[0].frame.minX == 0 && blocks[2].frame.maxX == 310)
        #expect(blocks[1].frame.width == 0)
        expectUnambiguous([blocks[0], blocks[2]])
    }

    /// Without `layoutIfNeeded`, a window's next frame collapses the hidden view.
    @Test func theWindowsUpdatePassCollapsesAHiddenView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let blocks = [StackBlock(40, 20), StackBlock(60, 30), StackBlock(80, 40)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.distribution = .fillEqually
        window.addSubview(stack)
        window.renderIfNeeded()
        #expect(blocks.map(\.frame.width) == [100, 100, 100])
        blocks[0].isHidden = true
        window.renderIfNeeded()
        #expect(blocks.map(\.frame.width) == [0, 150, 150])
        #expect(blocks[1].frame.minX == 0)
    }

    /// Hiding inside an animation block animates the collapse, with no `layoutIfNeeded()`
    /// in the block, as UIKit documents.
    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let clock = HeadlessFrameClock(window: window)
        let blocks = [StackBlock(40, 20), StackBlock(60, 30)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.distribution = .fillEqually
        window.addSubview(stack)
        window.renderIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            blocks[0].isHidden = true
        })
        #expect(blocks[1].frame == CGRect(x: 0, y: 0, width: 300, height: 50), "the model is there at once")
        clock.advance(by: 0.5)
        let shown = blocks[1].layer.presentation()!.position.x
        #expect(abs(shown - 187.5) < 1, "half way from 225 to 150: \(shown)")

        // Outside a block, nothing moves until the next layout.
        blocks[0].isHidden = false
        #expect(blocks[1].frame.minX == 0)
        window.renderIfNeeded()
        #expect(blocks[1].frame.minX == 150)

        // Removed inside a block, the view leaves first; the rest close up at the next layout.
        UIView.animate(withDuration: 1) { blocks[0].removeFromSuperview() }
        #expect(same(stack.arrangedSubviews, [blocks[1]]) && blocks[0].superview == nil)
        window.renderIfNeeded()
        #expect(blocks[1].frame == CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    // MARK: Changing the arranged views

    @Test func insertingAndRemovingArrangedViews() {
        let blocks = [StackBlock(40, 20), StackBlock(60, 30), StackBlock(80, 40)]
        let stack = freeStack([blocks[0], blocks[2]], spacing: 10)
        container.layoutIfNeeded()
        #expect(stack.frame.width == 130)

        stack.insertArrangedSubview(blocks[1], at: 1)
        #expect(same(stack.arrangedSubviews, blocks))
        #expect(same(stack.subviews, [blocks[0], blocks[2], blocks[1]]), "added on top; the subview order is not the arranged order")
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.minX) == [0, 50, 120] && stack.frame.width == 200)

        // Removing from the arrangement only: it stays a subview, where it was.
        stack.removeArrangedSubview(blocks[1])
        container.layoutIfNeeded()
        #expect(same(stack.arrangedSubviews, [blocks[0], blocks[2]]))
        #expect(blocks[1].superview === stack && blocks[1].frame == CGRect(x: 50, y: 0, width: 60, height: 40))
        #expect(blocks[2].frame.minX == 50 && stack.frame.width == 130)
        #expect(!stack.constraints.contains { $0.firstItem === blocks[1] || $0.secondItem === blocks[1] })

        // Moving within the arrangement.
        stack.insertArrangedSubview(blocks[2], at: 0)
        container.layoutIfNeeded()
        #expect(same(stack.arrangedSubviews, [blocks[2], blocks[0]]))
        #expect(blocks[2].frame.minX == 0 && blocks[0].frame.minX == 90)
        stack.addArrangedSubview(blocks[2])
        #expect(same(stack.arrangedSubviews, [blocks[0], blocks[2]]), "adding an arranged view moves it to the end")

        // Leaving the stack view leaves the arrangement.
        blocks[0].removeFromSuperview()
        container.layoutIfNeeded()
        #expect(same(stack.arrangedSubviews, [blocks[2]]) && stack.frame.width == 80)

        // An index out of range is refused, as is arranging the stack view in itself.
        let before = Diagnostics.warningCount()
        stack.insertArrangedSubview(blocks[0], at: 5)
        stack.addArrangedSubview(stack)
        stack.addArrangedSubview(container)
        #expect(same(stack.arrangedSubviews, [blocks[2]]))
        #expect(Diagnostics.warningCount() == before + 3)
    }

    @Test func anArrangedViewMovedToAnotherStackLeavesTheFirst() {
        let view = StackBlock(40, 20)
        let first = freeStack([view, StackBlock(10, 10)])
        let second = UIStackView()
        container.addSubview(second)
        second.addArrangedSubview(view)
        #expect(first.arrangedSubviews.count == 1 && same(second.arrangedSubviews, [view]))
        container.layoutIfNeeded()
        #expect(first.frame.width == 10)
    }

    @Test func changingPropertiesMakesTheConstraintsAgain() {
        let blocks = [StackBlock(40, 20), StackBlock(60, 30)]
        let stack = freeStack(blocks, spacing: 10)
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 110, height: 30))
        stack.axis = .vertical
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 60, height: 60))
        #expect(blocks.map(\.frame.minY) == [0, 30])
        stack.spacing = 0
        stack.alignment = .trailing
        container.layoutIfNeeded()
        #expect(frames(blocks) == [CGRect(x: 20, y: 0, width: 40, height: 20), CGRect(x: 0, y: 20, width: 60, height: 30)])
        blocks[0].natural = CGSize(width: 100, height: 25)
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 100, height: 55), "intrinsic sizes are followed")
        #expect(blocks[1].frame.minX == 40)
    }

    // MARK: Stacks in stacks

    /// A column of two rows, left free in size: the column is as wide as its widest row.
    @Test func aStackInsideAStack() {
        let top = [StackBlock(40, 20), StackBlock(60, 30)], bottom = [StackBlock(50, 10), StackBlock(70, 16), StackBlock(30, 24)]
        let rowA = UIStackView(arrangedSubviews: top), rowB = UIStackView(arrangedSubviews: bottom)
        rowA.spacing = 5
        rowB.spacing = 5
        rowB.alignment = .center
        let column = freeStack([rowA, rowB], axis: .vertical, spacing: 8)
        column.alignment = .leading
        container.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 10, y: 20, width: 160, height: 62))
        #expect(rowA.frame == CGRect(x: 0, y: 0, width: 105, height: 30))
        #expect(rowB.frame == CGRect(x: 0, y: 38, width: 160, height: 24))
        #expect(frames(top) == [CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 45, y: 0, width: 60, height: 30)])
        #expect(frames(bottom) == [CGRect(x: 0, y: 7, width: 50, height: 10), CGRect(x: 55, y: 4, width: 70, height: 16),
                                   CGRect(x: 130, y: 0, width: 30, height: 24)])

        // Stretched by the column, the first row's first block takes the room.
        column.alignment = .fill
        container.layoutIfNeeded()
        #expect(rowA.frame.width == 160 && top[0].frame.width == 95)

        // Hiding a whole row collapses it in the column.
        rowB.isHidden = true
        container.layoutIfNeeded()
        #expect(column.frame.size == CGSize(width: 105, height: 30))
        expectUnambiguous(top + [rowA])
    }

    // MARK: Fitting

    @Test func systemLayoutSizeFittingWrapsTheContent() {
        let blocks = [StackBlock(40, 20), StackBlock(60, 30), StackBlock(80, 40)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.spacing = 10
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 40))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 200, height: 40),
                "a stack view wraps its content just above the fitting level, so expanded fits tightly too")
        let wide = stack.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 40))

        stack.axis = .vertical
        stack.alignment = .center
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 80, height: 110))

        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 86, height: 114))

        stack.distribution = .equalSpacing
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 86, height: 114),
                "equal gaps held to the spacing")
        #expect(stack.frame == .zero, "fitting measures; it moves nothing")
    }

    // MARK: The constraints themselves

    @Test func theConstraintsCarryUIKitsNames() {
        let (stack, blocks) = stack(CGRect(x: 0, y: 0, width: 300, height: 50), .fillEqually, .center, spacing: 10)
        blocks[1].isHidden = true
        container.layoutIfNeeded()
        let names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment",
                                      "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-hiding"]))
        let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.count == 1 && spacing[0].constant == 10 && spacing[0].firstItem === blocks[2] && spacing[0].secondItem === blocks[0])
        #expect(stack.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true })

        stack.distribution = .equalSpacing
        container.layoutIfNeeded()
        #expect(stack.layoutGuides.count == 1 && stack.layoutGuides[0].identifier == "UISV-distributing-gap")
        #expect(stack.constraints.contains { $0.identifier == "UISV-distributing-edge" })
        stack.distribution = .fill
        container.layoutIfNeeded()
        #expect(stack.layoutGuides.isEmpty, "the gap guides go with their distribution")
    }

    /// A required size the app gave an arranged view conflicts with hiding it: the report
    /// names the stack view's constraint as UIKit's does.
    @Test func aConflictReportNamesTheStackViewsConstraints() {
        let blocks = [StackBlock(40, 20), StackBlock(60, 30)]
        _ = freeStack(blocks, spacing: 10)
        NSLayoutConstraint.activate([blocks[1].widthAnchor.constraint(equalToConstant: 60)])
        container.layoutIfNeeded()
        blocks[1].isHidden = true
        container.layoutIfNeeded()
        let report = Diagnostics.recentWarnings().last { $0.contains("Unable to simultaneously satisfy constraints") }
        #expect(report?.contains("'UISV-hiding'") == true)
        #expect(report?.contains("== 60") == true)
    }

    /// The stack view draws nothing and keeps no pixels of its own; its background is
    /// still painted (as in UIKit since iOS 14).
    @Test func theStackViewKeepsNoBackingStore() {
        #expect(UIStackView().layer.drawsNothing, "the first display only probes; no passing backing store is made")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.backgroundColor = .white
        let stack = UIStackView(arrangedSubviews: [StackBlock(40, 20)])
        stack.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        stack.backgroundColor = .red
        window.addSubview(stack)
        window.renderIfNeeded()
        #expect(stack.layer.backingStore == nil && stack.layer.drawsNothing)
        let inside = window.backBuffer?.pixel(x: 80, y: 40)
        #expect(inside.map { [$0.r, $0.g, $0.b, $0.a] } == [255, 0, 0, 255], "the background shows beside the block")
    }

    /// A subclass that draws is still drawn: the probe finds its content.
    @Test func aStackViewSubclassThatDrawsGetsItsPixels() {
        final class Outlined: UIStackView {
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIRectFill(bounds)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let stack = Outlined(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        window.addSubview(stack)
        window.renderIfNeeded()
        #expect(stack.layer.backingStore != nil)
        let inside = window.backBuffer?.pixel(x: 50, y: 30)
        #expect(inside.map { [$0.r, $0.g, $0.b, $0.a] } == [0, 0, 255, 255])
    }
}
