import Foundation
@testable import OpenUIKit
import Testing

/// The view side of Auto Layout: intrinsic sizes with hugging and compression resistance,
/// fitting sizes, the constraint pass before layout, margins and the safe area, baselines,
/// windows and animation.
@MainActor
@Suite struct AutoLayoutViewTests {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    func label(_ text: String, size: CGFloat = 17) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        return label
    }

    /// A key window of the size given, with a plain controller's root view in it.
    func shownController(width: CGFloat, height: CGFloat) -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    @Test func aPlacedLabelTakesItsIntrinsicSize() {
        let title = label("Hello")
        NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                                     title.topAnchor.constraint(equalTo: container.topAnchor, constant: 7)])
        container.layoutIfNeeded()
        let natural = title.intrinsicContentSize
        #expect(natural.width > 20 && natural.height > 10)
        #expect(title.frame == CGRect(x: 5, y: 7, width: natural.width, height: natural.height))
        #expect(!title.hasAmbiguousLayout)

        title.text = "Hello, longer"
        container.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width && title.frame.width > natural.width)
    }

    /// Two labels across the container: the one that hugs less stretches, and when squeezed
    /// the one that resists less gives way.
    @Test func huggingAndCompressionResistanceDecideWhoGives() {
        let name = label("Name")
        let value = label("A value")
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            value.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width, "hugs harder")
        #expect(value.frame.maxX == 400 && value.frame.width > value.intrinsicContentSize.width)

        name.setContentHuggingPriority(.defaultLow, for: .horizontal)
        value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width, "now the value hugs harder")

        container.frame.size.width = 60
        name.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width, "resists harder, keeps its size")
        #expect(value.frame.width == 60 - 8 - name.frame.width)
        #expect(name.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh + 1)
        #expect(value.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func systemLayoutSizeFittingWrapsTheContent() {
        let card = UIView()
        let title = UILabel()
        title.text = "Queen of Hearts"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
        ])
        let natural = title.intrinsicContentSize
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: natural.width + 20, height: natural.height + 12))
        let fixedWidth = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 300, height: natural.height + 12))
        #expect(card.frame == .zero, "fitting measures; it moves nothing")
    }

    @Test func aMultiLineLabelWrapsAtItsPreferredWidth() {
        let text = label("The quick brown fox jumps over the lazy dog, twice over and then once more.")
        text.numberOfLines = 0
        let oneLine = text.intrinsicContentSize
        text.preferredMaxLayoutWidth = 120
        let wrapped = text.intrinsicContentSize
        #expect(wrapped.width <= 120 && wrapped.height > oneLine.height * 2)
        text.preferredMaxLayoutWidth = 0
        // Automatic: it wraps at the width its constraints give it.
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     text.topAnchor.constraint(equalTo: container.topAnchor),
                                     text.widthAnchor.constraint(equalToConstant: 150)])
        container.layoutIfNeeded()
        container.layoutIfNeeded()
        #expect(text.frame.width == 150)
        #expect(text.frame.height == text.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude)).height)
        #expect(text.frame.height > oneLine.height * 2)
    }

    @Test func anImageViewsIntrinsicSizeIsItsImages() {
        let empty = UIImageView()
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
        let view = UIImageView(image: image)
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
    }

    @Test func firstBaselinesLineUpAcrossFonts() {
        let big = label("Big", size: 40)
        let small = label("small", size: 12)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            big.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) <= 0.5, "\(bigBaseline) vs \(smallBaseline)")
    }


    /// A custom control that hands its baselines to the label inside it, as UIKit's
    /// `forFirstBaselineLayout` / `forLastBaselineLayout` documentation describes; the first
    /// follows the last unless overridden.
    final class TitledBox: UIView {
        let title = UILabel()
        var lendsBaseline = true
        override var forLastBaselineLayout: UIView { lendsBaseline ? title : self }
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.text = "Title"
            title.font = .systemFont(ofSize: 20)
            title.frame = CGRect(x: 8, y: 30, width: 80, height: 24)
            addSubview(title)
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aViewsBaselineAnchorsFollowTheViewItsBaselineLayoutNames() {
        let box = TitledBox(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let caption = label("caption", size: 12)
        let other = label("other", size: 12)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
            caption.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 4),
            caption.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
            other.leadingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 4),
            other.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        #expect(box.forFirstBaselineLayout === box.title, "the first baseline's view defaults to the last's")
        // Each label's baseline in the container: its top there, plus where the text puts it.
        func baseline(_ label: UILabel, last: Bool) -> CGFloat {
            let location = label.baselineLocation(last: last)
            let top = label.superview!.convert(label.frame.origin, to: container).y
            return top + label.frame.height * location.fractionOfHeight + location.offset
        }
        // The title sits at y 30 inside the box at y 40.
        let titleBaseline = baseline(box.title, last: true)
        let captionBaseline = baseline(caption, last: true)
        let otherBaseline = baseline(other, last: false)
        #expect(abs(captionBaseline - titleBaseline) <= 0.5, "\(captionBaseline) vs \(titleBaseline)")
        let titleFirstBaseline = baseline(box.title, last: false)
        #expect(abs(otherBaseline - titleFirstBaseline) <= 0.5, "\(otherBaseline) vs \(titleFirstBaseline)")
        #expect(titleBaseline < 100, "the title's baseline, not the box's bottom at 140: \(titleBaseline)")

        // A smaller title font moves the title's baseline within its frame, and the caption with it.
        box.title.font = .systemFont(ofSize: 14)
        container.layoutIfNeeded()
        let movedBaseline = baseline(box.title, last: true)
        #expect(abs(movedBaseline - titleBaseline) > 1, "the font change moved it: \(movedBaseline)")
        #expect(abs(baseline(caption, last: true) - movedBaseline) <= 0.5, "\(baseline(caption, last: true)) vs \(movedBaseline)")
    }

    /// A view whose drawing overhangs its content (a drop shadow 10 points right and below)
    /// says so with `alignmentRectInsets`: constraints and its intrinsic size are about the
    /// content, and the frame grows by the overhang.
    final class ShadowedBox: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 10) }
        override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 40) }
    }

    @Test func constraintsAndTheIntrinsicSizeAreTheAlignmentRectangles() {
        let box = ShadowedBox()
        box.translatesAutoresizingMaskIntoConstraints = false
        let sized = ShadowedBox()
        sized.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        container.addSubview(sized)
        let next = UIView()
        next.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(next)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            next.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            next.topAnchor.constraint(equalTo: box.bottomAnchor),
            next.widthAnchor.constraint(equalToConstant: 5), next.heightAnchor.constraint(equalToConstant: 5),
            sized.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            sized.topAnchor.constraint(equalTo: container.topAnchor),
            sized.widthAnchor.constraint(equalToConstant: 100), sized.heightAnchor.constraint(equalToConstant: 80),
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 60, height: 50), "the intrinsic 50×40 content plus the overhang: \(box.frame)")
        #expect(next.frame.origin == CGPoint(x: 70, y: 70), "next to the content, under the shadow: \(next.frame)")
        #expect(sized.frame.size == CGSize(width: 110, height: 90), "a width constraint sizes the content: \(sized.frame)")
        #expect(box.alignmentRect(forFrame: box.frame) == CGRect(x: 20, y: 30, width: 50, height: 40))
        #expect(box.frame(forAlignmentRect: CGRect(x: 20, y: 30, width: 50, height: 40)) == box.frame)
        #expect(UIView().alignmentRectInsets == .zero)
    }

    @Test func aBaselineViewThatIsNotASubviewIsIgnoredWithAWarning() {
        final class Confused: UIView {
            let stranger = UILabel()
            override var forLastBaselineLayout: UIView { stranger }
        }
        let view = Confused(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.baselineView(last: true) === view)
        #expect(Diagnostics.recentWarnings().last?.contains("not its subview") == true, "\(Diagnostics.recentWarnings().suffix(1))")
    }
    // MARK: The constraint pass

    @Test func updateConstraintsRunsBottomUpBeforeLayout() {
        final class Recording: UIView {
            var log: (String) -> Void = { _ in }
            var name = ""
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                log("update \(name)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log("layout \(name)")
                super.layoutSubviews()
            }
        }
        var log: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outer = Recording(frame: window.bounds), inner = Recording(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        outer.name = "outer"
        inner.name = "inner"
        for view in [outer, inner] { view.log = { log.append($0) } }
        outer.addSubview(inner)
        window.addSubview(outer)
        window.renderIfNeeded()
        #expect(log == ["update inner", "update outer", "layout outer", "layout inner"])
        log.removeAll()
        window.renderIfNeeded()
        #expect(log.isEmpty)
        inner.setNeedsUpdateConstraints()
        #expect(inner.needsUpdateConstraints())
        window.renderIfNeeded()
        #expect(log == ["update inner"])
    }

    // MARK: Margins and the safe area

    @Test func marginsDefaultToEightAndARootViewsToTheSystemMinimum() {
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let (window, controller) = shownController(width: 1024, height: 700)
        window.renderIfNeeded()
        // 1024 points wide is a regular width: 20-point sides, nothing at the top and bottom.
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        controller.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 40)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 40), "raised to the minimum")
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 40))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(container.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func theSafeAreaGuideFollowsAdditionalInsets() {
        let (window, controller) = shownController(width: 600, height: 400)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let safe = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                                     box.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                                     box.topAnchor.constraint(equalTo: safe.topAnchor),
                                     box.bottomAnchor.constraint(equalTo: safe.bottomAnchor)])
        window.renderIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 600, height: 400), "a desktop window has no unsafe edges")
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)
        window.renderIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 30, width: 600, height: 360))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0))
        #expect(box.safeAreaInsets == .zero, "the box lies inside the safe area")
        #expect(safe.layoutFrame == CGRect(x: 0, y: 30, width: 600, height: 360))
    }

    // MARK: Windows and time

    @Test func resizingTheWindowKeepsTheConstraintsTrue() {
        let (window, controller) = shownController(width: 400, height: 300)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
                                     box.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
                                     box.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 0.5),
                                     box.heightAnchor.constraint(equalToConstant: 50)])
        window.renderIfNeeded()
        #expect(box.frame == CGRect(x: 100, y: 125, width: 200, height: 50))
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 500)
        window.renderIfNeeded()
        #expect(box.frame == CGRect(x: 200, y: 225, width: 400, height: 50))
    }

    @Test func layoutIfNeededInsideAnAnimationBlockAnimatesTheConstraintChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let frames = HeadlessFrameClock(window: window)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let left = box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 0)
        NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: window.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40)])
        window.renderIfNeeded()
        left.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
        #expect(box.frame.minX == 200, "the model moves at once")
        frames.advance(by: 0.5)
        let shown = box.layer.presentation()!.position.x
        #expect(abs(shown - 120) < 1, "half way from 20 to 220: \(shown)")
        frames.advance(by: 0.6)
        #expect(box.layer.presentation()!.position.x == 220)
    }
}
