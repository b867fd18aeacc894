import Foundation
@testable import OpenUIKit
import Testing

/// Right-to-left layout: the semantic content attribute and the effective direction, leading
/// and trailing in constraints, anchors and visual formats, directional margins, stack views,
/// and the app's direction reaching traits. Views are forced right to left with their
/// `semanticContentAttribute`, which touches nothing global; the tests that change the app's
/// direction put it back before returning, in the same main-actor turn.
@MainActor
@Suite struct RightToLeftLayoutTests {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    /// A view placed by constraints only.
    func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    // MARK: The types and the class functions

    @Test func rawValuesAreUIKits() {
        #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0 && UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect([UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft].map(\.rawValue)
                == [0, 1, 2, 3, 4])
        #expect(UIView().semanticContentAttribute == .unspecified)
    }

    @Test func directionForAnAttributeRelativeToADirection() {
        let rtl = UIUserInterfaceLayoutDirection.rightToLeft, ltr = UIUserInterfaceLayoutDirection.leftToRight
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: rtl) == rtl)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: ltr) == ltr)
        for fixed in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            #expect(UIView.userInterfaceLayoutDirection(for: fixed, relativeTo: rtl) == ltr, "\(fixed) never flips")
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: ltr) == rtl)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified)
                == UIApplication.shared.userInterfaceLayoutDirection, "relative to the app's direction")
    }

    @Test func theEffectiveDirectionIsTheViewsOwnAndNotInherited() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == UIApplication.shared.userInterfaceLayoutDirection,
                "a subview follows the traits, not its superview's attribute")
    }

    // MARK: Constraints

    @Test func leadingAndTrailingAreRightAndLeftWithMirroredConstants() {
        container.semanticContentAttribute = .forceRightToLeft
        let view = constrained(in: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 280, y: 0, width: 100, height: 10), "20 points in from the right edge")

        container.semanticContentAttribute = .unspecified
        container.layoutIfNeeded()
        #expect(view.frame.minX == 20, "back to the left edge when the direction flips back")
    }

    @Test func siblingsChainLeadingToTrailing() {
        container.semanticContentAttribute = .forceRightToLeft
        let a = constrained(in: container), b = constrained(in: container)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8), b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(a.frame.minX == 350 && a.frame.width == 50)
        #expect(b.frame == CGRect(x: 0, y: 0, width: 342, height: 10), "b fills from the left edge to 8 points before a")
    }

    @Test func leftAndRightStayPut() {
        container.semanticContentAttribute = .forceRightToLeft
        let view = constrained(in: container)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 20), view.widthAnchor.constraint(equalToConstant: 100),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.minX == 20)
    }

    @Test func theSuperviewsDirectionDecidesNotTheSubviews() {
        // A view forced left to right inside a right-to-left one is still placed by its
        // superview's direction: the direction arranges a view's own content.
        container.semanticContentAttribute = .forceRightToLeft
        let view = constrained(in: container)
        view.semanticContentAttribute = .forceLeftToRight
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10), view.widthAnchor.constraint(equalToConstant: 40),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.maxX == 390)
    }

    @Test func leadingMarginsAreTheRightMargins() {
        container.semanticContentAttribute = .forceRightToLeft
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        #expect(container.layoutMargins == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 30), "leading is the right side")
        let view = constrained(in: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 0, width: 365, height: 10))

        let marginal = constrained(in: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: marginal, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            marginal.widthAnchor.constraint(equalToConstant: 10),
            marginal.topAnchor.constraint(equalTo: container.topAnchor), marginal.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(marginal.frame.maxX == 370, "the leadingMargin attribute too")
    }

    @Test func directionalMarginsFlipWithTheDirection() {
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5)
        container.semanticContentAttribute = .forceLeftToRight
        #expect(container.layoutMargins == UIEdgeInsets(top: 1, left: 30, bottom: 2, right: 5))
        container.semanticContentAttribute = .forceRightToLeft
        #expect(container.layoutMargins == UIEdgeInsets(top: 1, left: 5, bottom: 2, right: 30))
        #expect(container.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5))
        // Absolute margins set on a right-to-left view keep their sides.
        container.layoutMargins = UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 9)
        #expect(container.layoutMargins == UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 9))
        #expect(container.directionalLayoutMargins.leading == 9)
    }

    @Test func visualFormatsReadLeadingToTrailingUnlessTold() throws {
        container.semanticContentAttribute = .forceRightToLeft
        let a = constrained(in: container), b = constrained(in: container)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(50)]-8-[b(60)]", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(a.frame.minX == 340 && b.frame.minX == 272, "a at the right, b to its left")

        let c = constrained(in: container)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[c(30)]", options: .directionLeftToRight,
                                                                   metrics: nil, views: ["c": c]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[c(10)]", metrics: nil, views: ["c": c]))
        container.layoutIfNeeded()
        #expect(c.frame.minX == 10, ".directionLeftToRight keeps left to right")
    }

    // MARK: Stack views

    @Test func aHorizontalStackRunsInItsOwnDirection() {
        let blocks = [StackBlock(40, 20), StackBlock(60, 30), StackBlock(80, 40)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.frame = CGRect(x: 0, y: 0, width: 400, height: 50)
        stack.spacing = 10
        stack.distribution = .equalSpacing
        stack.alignment = .leading
        container.addSubview(stack)
        container.layoutIfNeeded()
        let leftToRight = blocks.map(\.frame.minX)
        #expect(leftToRight == [0, 150, 320])

        stack.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.maxX) == [400, 250, 80], "the first arranged view at the right")
        #expect(blocks.map(\.frame.minY) == [0, 0, 0])

        // Subviews forced left to right do not turn the stack back.
        for block in blocks { block.semanticContentAttribute = .forceLeftToRight }
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.maxX) == [400, 250, 80])
    }

    @Test func aVerticalStackLeadingAlignmentIsTheRightEdge() {
        let blocks = [StackBlock(40, 20), StackBlock(60, 30)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        stack.semanticContentAttribute = .forceRightToLeft
        container.addSubview(stack)
        container.layoutIfNeeded()
        #expect(blocks.map(\.frame.maxX) == [200, 200])
    }

    // MARK: The app's direction

    @Test func theAppsDirectionReachesTraitsAndLayout() {
        let saved = UIApplication.shared.userInterfaceLayoutDirection
        defer { UIApplication.shared.setUserInterfaceLayoutDirection(saved) }
        UIApplication.shared.setUserInterfaceLayoutDirection(.leftToRight)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let controller = DirectionRecordingController()
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        let label = constrained(in: controller.view)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 12),
            label.widthAnchor.constraint(equalToConstant: 50),
            label.topAnchor.constraint(equalTo: controller.view.topAnchor), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(window.traitCollection.layoutDirection == .leftToRight)
        #expect(label.frame.minX == 12)
        controller.changes.removeAll()

        UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
        window.layoutIfNeeded()
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(window.traitCollection.layoutDirection == .rightToLeft)
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(controller.changes == [.leftToRight], "the controller heard of the change, with the old direction")
        #expect(label.frame.maxX == 288, "re-solved: 12 points in from the right")
        #expect(UITraitCollection.screen.layoutDirection == .rightToLeft, "a view in no window predicts it too")

        label.semanticContentAttribute = .forceLeftToRight
        #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
        window.isHidden = true
    }
}

/// Records the layout direction of each trait change it hears of.
@MainActor
final class DirectionRecordingController: UIViewController {
    var changes: [UITraitEnvironmentLayoutDirection] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let previous = previousTraitCollection, previous.layoutDirection != traitCollection.layoutDirection {
            changes.append(previous.layoutDirection)
        }
    }
}
