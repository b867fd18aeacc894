import Foundation
@testable import OpenUIKit
import Testing

/// Constraints, anchors and priorities solved by `layoutIfNeeded()`, with the frames UIKit
/// gives for the same constraints (worked out by hand from UIKit's rules: edges snapped to
/// the pixel grid, required constraints first, then priorities from high to low).
@MainActor
@Suite struct NSLayoutConstraintTests {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 700))

    func constrained(_ view: UIView = UIView()) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    /// The lecture's card: centred, 5:8, inside the margins, as wide as possible at 750.
    @Test func theLecturesCardLayout() {
        let card = constrained()
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            card.widthAnchor.constraint(equalTo: card.heightAnchor, multiplier: 5.0 / 8.0),
            card.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            card.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            card.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
        let wide = card.widthAnchor.constraint(equalTo: container.widthAnchor)
        wide.priority = .defaultHigh
        wide.isActive = true
        container.layoutIfNeeded()
        // Height is bound by the 8-point margins: 684; width 684 × 5/8 = 427.5, centred at
        // 512: 298.25…725.75, whose edges snap to 298 and 726.
        #expect(card.frame == CGRect(x: 298, y: 8, width: 428, height: 684))
        #expect(!card.hasAmbiguousLayout)

        // Narrow: now the width binds at 284, and the height follows: 454.4, centred at 350
        // from 122.8 to 577.2, snapped to 123…577.
        container.frame.size = CGSize(width: 300, height: 700)
        container.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 8, y: 123, width: 284, height: 454))
    }

    @Test func aConstantChangedWhileActiveMovesTheView() {
        let box = constrained()
        let left = box.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: container.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 40)])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 40))
        left.constant = 120
        #expect(box.frame.minX == 10, "nothing moves until layout")
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 120, y: 0, width: 50, height: 40))
    }

    @Test func aHigherPriorityWinsOverAnyNumberOfLowerOnes() {
        let box = constrained()
        NSLayoutConstraint.activate([box.leftAnchor.constraint(equalTo: container.leftAnchor),
                                     box.topAnchor.constraint(equalTo: container.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10)])
        for _ in 0..<20 {
            let narrow = box.widthAnchor.constraint(equalToConstant: 100)
            narrow.priority = .defaultHigh
            narrow.isActive = true
        }
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultHigh + 1
        wide.isActive = true
        container.layoutIfNeeded()
        #expect(box.frame.width == 200)
        wide.priority = .defaultLow
        container.layoutIfNeeded()
        #expect(box.frame.width == 100)
    }

    @Test func theFullInitializerWithMultiplierAndMarginAttributes() {
        let box = constrained()
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                               multiplier: 1, constant: 2),
            NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width,
                               multiplier: 0.5, constant: -12),
            NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 30),
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 8, width: 500, height: 30))
    }

    @Test func constraintsAcrossTheHierarchyUseTheCommonAncestorsCoordinates() {
        let panel = UIView(frame: CGRect(x: 100, y: 50, width: 300, height: 300))
        container.addSubview(panel)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(inner)
        let other = constrained()
        NSLayoutConstraint.activate([
            other.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 600),
            other.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
            // inner's top-left lines up with other's bottom-left, measured in the container.
            inner.leftAnchor.constraint(equalTo: other.leftAnchor),
            inner.topAnchor.constraint(equalTo: other.bottomAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        // Each on the items' nearest common ancestor: a size alone on its own view.
        #expect(panel.constraints.isEmpty && inner.constraints.count == 2 && other.constraints.count == 2)
        #expect(container.constraints.count == 4)
        container.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 500, y: -20, width: 20, height: 20), "in the panel's coordinates")
    }

    @Test func deactivatingRemovesItFromTheAncestor() {
        let box = constrained()
        let width = box.widthAnchor.constraint(equalToConstant: 30)
        width.isActive = true
        #expect(box.constraints.contains(width) && width.isActive)
        width.isActive = false
        #expect(!width.isActive && box.constraints.isEmpty)
        NSLayoutConstraint.activate([width])
        NSLayoutConstraint.deactivate([width])
        #expect(!width.isActive)
    }

    @Test func removingAViewDeactivatesConstraintsThatReachIntoIt() {
        let box = constrained()
        let pin = box.leftAnchor.constraint(equalTo: container.leftAnchor)
        let own = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([pin, own])
        box.removeFromSuperview()
        #expect(!pin.isActive, "it related the leaving view to the container")
        #expect(own.isActive, "it lies wholly inside the leaving view")
    }

    // MARK: Refusals, with a message instead of UIKit's exception

    @Test func itemsWithNoCommonAncestorAreRefused() {
        let loose = UIView()
        let box = constrained()
        let c = box.leftAnchor.constraint(equalTo: loose.leftAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("have no common ancestor") })
    }

    @Test func nonFiniteConstantsAndMultipliersAreRefused() {
        let box = constrained()
        let nan = box.widthAnchor.constraint(equalToConstant: .nan)
        nan.isActive = true
        #expect(!nan.isActive)
        let infinite = box.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: .infinity)
        infinite.isActive = true
        #expect(!infinite.isActive)
        let fine = box.widthAnchor.constraint(equalToConstant: 10)
        fine.isActive = true
        fine.constant = .infinity
        #expect(fine.constant == 10)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("must be finite") })
    }

    @Test func invalidPairingsAreRefused() {
        let box = constrained()
        let mixed = NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .left,
                                       multiplier: 1, constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        let positionToConstant = NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: nil,
                                                    attribute: .notAnAttribute, multiplier: 1, constant: 5)
        positionToConstant.isActive = true
        #expect(!positionToConstant.isActive)
        let sizeToPosition = NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: container,
                                                attribute: .left, multiplier: 1, constant: 0)
        sizeToPosition.isActive = true
        #expect(!sizeToPosition.isActive)
    }

    @Test func aRequiredPriorityCannotBecomeOptionalWhileActive() {
        let box = constrained()
        let c = box.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        c.priority = .defaultHigh
        #expect(c.priority == .required)
        c.isActive = false
        c.priority = .defaultHigh
        #expect(c.priority == .defaultHigh)
        c.priority = UILayoutPriority(0)
        #expect(c.priority == .defaultHigh)
    }

    // MARK: Conflicts

    @Test func unsatisfiableRequiredConstraintsAreReportedAndOneIsBroken() {
        let box = constrained()
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        let height = box.heightAnchor.constraint(equalToConstant: 7)
        height.identifier = "unrelated"
        NSLayoutConstraint.activate([narrow, height, box.leftAnchor.constraint(equalTo: container.leftAnchor),
                                     box.topAnchor.constraint(equalTo: container.topAnchor), wide])
        container.layoutIfNeeded()
        let report = Diagnostics.recentWarnings().last { $0.contains("Unable to simultaneously satisfy constraints") }
        #expect(report != nil)
        #expect(report?.contains("'narrow'") == true && report?.contains("'wide'") == true)
        #expect(report?.contains("'unrelated'") == false, "only the conflicting ones are listed")
        #expect(box.frame.size == CGSize(width: 100, height: 7), "the app goes on with the other")
    }

    @Test func aFrameThatStillTranslatesItsMaskConflictsAsInUIKit() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.addSubview(box)
        let c = box.widthAnchor.constraint(equalToConstant: 90)
        c.identifier = "forgot translatesAutoresizingMaskIntoConstraints"
        c.isActive = true
        container.layoutIfNeeded()
        let report = Diagnostics.recentWarnings().last { $0.contains("Unable to simultaneously satisfy constraints") }
        #expect(report?.contains("NSAutoresizingMaskLayoutConstraint") == true)
        #expect(box.frame.width == 40)
    }

    // MARK: Ambiguity

    @Test func hasAmbiguousLayout() {
        let box = constrained()
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        container.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout, "nothing places it")
        NSLayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                                     box.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor)])
        #expect(box.hasAmbiguousLayout, "its top may be anywhere below the container's")
        box.topAnchor.constraint(equalTo: container.topAnchor, constant: 3).isActive = true
        #expect(!box.hasAmbiguousLayout)
        #expect(!container.hasAmbiguousLayout, "its frame stands for constraints")
    }

    // MARK: Values

    @Test func rawValuesAreUIKits() {
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute.centerY.rawValue == 10)
        #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510 && UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
    }

    @Test func descriptionsReadLikeUIKits() {
        let box = constrained()
        let c = box.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -4)
        c.identifier = "half"
        c.priority = .defaultHigh
        #expect(c.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(c.description.contains("'half' UIView:0x"))
        #expect(c.description.contains(".width == 0.5*UIView:0x"))
        #expect(c.description.hasSuffix(".width - 4 @750   (inactive)>"))
        #expect(c.firstAnchor.item === box && c.secondAnchor?.item === container)
    }
}
