import Foundation
@testable import OpenUIKit
import Testing

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: each construct of
/// the Visual Format Language (the examples are the Auto Layout Guide's), the constraints it
/// makes, the frames they solve to, and the messages for formats UIKit would throw on.
///
/// The spacings are UIKit's: 8 points between siblings (`-`), and between a view and a `|` the
/// superview's layout margin (UIKit's `layoutMargins` documentation: with `|-[subview]-|` "the
/// left and right edges of the subview are inset from the edge of the superview by the
/// corresponding layout margins"); a plain view's margins are 8 points.
@MainActor
@Suite struct VisualFormatTests {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    /// Views added to the container, placed by constraints, by name.
    func views(_ names: String...) -> [String: UIView] {
        var made: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            made[name] = view
        }
        return made
    }

    func label(_ text: String, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        return label
    }

    /// Makes and activates the constraints of every format, and lays the container out.
    func layOut(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                views: [String: Any]) {
        for format in formats {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                                       metrics: metrics, views: views))
        }
        container.layoutIfNeeded()
    }

    /// Checks every part of one constraint.
    func expect(_ constraint: NSLayoutConstraint?, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
                constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required,
                sourceLocation: SourceLocation = #_sourceLocation) {
        guard let constraint else {
            Issue.record("no constraint", sourceLocation: sourceLocation)
            return
        }
        #expect(constraint.firstItem === first, sourceLocation: sourceLocation)
        #expect(constraint.firstAttribute == firstAttribute, sourceLocation: sourceLocation)
        #expect(constraint.relation == relation, sourceLocation: sourceLocation)
        #expect(constraint.secondItem === second, sourceLocation: sourceLocation)
        #expect(constraint.secondAttribute == secondAttribute, sourceLocation: sourceLocation)
        #expect(constraint.constant == constant, sourceLocation: sourceLocation)
        #expect(constraint.multiplier == multiplier, sourceLocation: sourceLocation)
        #expect(constraint.priority == priority, sourceLocation: sourceLocation)
        #expect(!constraint.isActive, "made inactive, as UIKit makes them", sourceLocation: sourceLocation)
    }

    // MARK: The guide's examples

    @Test func theStandardSpaceBetweenSiblingsIsEightPoints() {
        let v = views("button", "textField")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[button]-[textField]", metrics: nil, views: v)
        #expect(made.count == 1)
        expect(made.first, v["textField"]!, .leading, .equal, v["button"]!, .trailing, constant: 8)
    }

    @Test func aWidthConstraint() {
        let v = views("button")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[button(>=50)]", metrics: nil, views: v)
        #expect(made.count == 1)
        expect(made.first, v["button"]!, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 50)
    }

    @Test func aConnectionToTheSuperviewWithExplicitSpacing() {
        let v = views("purpleBox")
        let box = v["purpleBox"]!
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|-50-[purpleBox]-50-|", metrics: nil, views: v)
        #expect(made.count == 2)
        // An explicit spacing is measured from the superview's edge, not its margin; at the
        // trailing end the superview comes later along the axis, so it is the first item.
        expect(made.first, box, .leading, .equal, container, .leading, constant: 50)
        expect(made.last, container, .trailing, .equal, box, .trailing, constant: 50)
        layOut(["V:|[purpleBox]|"], views: v)
        NSLayoutConstraint.activate(made)
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 50, y: 0, width: 300, height: 300))
    }

    @Test func aVerticalLayout() {
        let v = views("topField", "bottomField")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:[topField]-10-[bottomField]", metrics: nil, views: v)
        #expect(made.count == 1)
        expect(made.first, v["bottomField"]!, .top, .equal, v["topField"]!, .bottom, constant: 10)
    }

    @Test func flushViewsTouch() {
        let v = views("maroonView", "blueView")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[maroonView][blueView]", metrics: nil, views: v)
        #expect(made.count == 1)
        expect(made.first, v["blueView"]!, .leading, .equal, v["maroonView"]!, .trailing)
        // Flush against the superview is its edge too, not its margin.
        let edge = NSLayoutConstraint.constraints(withVisualFormat: "V:|[maroonView]|", metrics: nil, views: v)
        expect(edge.first, v["maroonView"]!, .top, .equal, container, .top)
        expect(edge.last, container, .bottom, .equal, v["maroonView"]!, .bottom)
    }

    @Test func aPriority() {
        let v = views("button")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[button(100@20)]", metrics: nil, views: v)
        #expect(made.count == 1)
        expect(made.first, v["button"]!, .width, .equal, nil, .notAnAttribute, constant: 100, priority: 20)
    }

    @Test func equalWidths() {
        let v = views("button1", "button2")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[button1(==button2)]", metrics: nil, views: v)
        #expect(made.count == 1)
        expect(made.first, v["button1"]!, .width, .equal, v["button2"]!, .width)
    }

    @Test func multiplePredicates() {
        let v = views("flexibleButton")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[flexibleButton(>=70,<=100)]", metrics: nil, views: v)
        #expect(made.count == 2)
        expect(made.first, v["flexibleButton"]!, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 70)
        expect(made.last, v["flexibleButton"]!, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 100)
    }

    @Test func aCompleteLineOfLayout() {
        let v = views("find", "findNext", "findField")
        let find = v["find"]!, findNext = v["findNext"]!, findField = v["findField"]!
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", metrics: nil, views: v)
        #expect(made.count == 5)
        guard made.count == 5 else { return }
        // The standard spacing to a `|` keeps to the superview's margins.
        expect(made[0], find, .leading, .equal, container, .leadingMargin)
        expect(made[1], findNext, .leading, .equal, find, .trailing, constant: 8)
        expect(made[2], findField, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 20)
        expect(made[3], findField, .leading, .equal, findNext, .trailing, constant: 8)
        expect(made[4], container, .trailingMargin, .equal, findField, .trailing)

        NSLayoutConstraint.activate(made)
        layOut(["[find(60)]", "[findNext(80)]", "V:|[find(20)]", "V:|[findNext(20)]", "V:|[findField(20)]"], views: v)
        // 8 (margin) + 60 + 8 + 80 + 8 = 164; the field runs on to the right margin at 392.
        #expect(find.frame == CGRect(x: 8, y: 0, width: 60, height: 20))
        #expect(findNext.frame == CGRect(x: 76, y: 0, width: 80, height: 20))
        #expect(findField.frame == CGRect(x: 164, y: 0, width: 228, height: 20))
    }

    // MARK: Layouts solved

    @Test func twoEqualWidthViewsBetweenTheMargins() {
        let v = views("a", "b")
        layOut(["H:|-[a]-[b(==a)]-|", "V:|-[a]-|", "V:|-[b]-|"], views: v)
        // (400 − 8 − 8 − 8) / 2 = 188 each.
        #expect(v["a"]!.frame == CGRect(x: 8, y: 8, width: 188, height: 284))
        #expect(v["b"]!.frame == CGRect(x: 204, y: 8, width: 188, height: 284))
    }

    @Test func theSuperviewSpacingFollowsItsMargins() {
        let v = views("a")
        container.layoutMargins = UIEdgeInsets(top: 12, left: 30, bottom: 4, right: 50)
        layOut(["H:|-[a]-|", "V:|-[a]-|"], views: v)
        #expect(v["a"]!.frame == CGRect(x: 30, y: 12, width: 320, height: 284))
        container.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        container.layoutIfNeeded()
        #expect(v["a"]!.frame == CGRect(x: 10, y: 0, width: 380, height: 300))
    }

    @Test func aControllersRootViewSpacesByItsSystemMargins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        for format in ["H:|-[box]-|", "V:|-20-[box(100)]"] {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: ["box": box]))
        }
        controller.view.layoutIfNeeded()
        // A compact width's root view keeps 16 points at the sides.
        #expect(box.frame == CGRect(x: 16, y: 20, width: 343, height: 100))
    }

    @Test func aMinimumHeightAtAPriorityBeatsALowerOne() {
        let v = views("a")
        let a = v["a"]!
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(>=50@750)]", metrics: nil, views: v)
        #expect(made.count == 2)
        expect(made.first, a, .top, .equal, container, .top, constant: 20)
        expect(made.last, a, .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: 50, priority: .defaultHigh)
        NSLayoutConstraint.activate(made)
        layOut(["V:[a(30@250)]", "H:|[a]|"], views: v)
        #expect(a.frame == CGRect(x: 0, y: 20, width: 400, height: 50))
    }

    @Test func metricsOfEveryNumberType() {
        let v = views("a", "b")
        let a = v["a"]!, b = v["b"]!
        let metrics: [String: Any] = ["margin": NSNumber(value: 20), "width": CGFloat(100), "low": 250, "gap": 12.5,
                                      "high": Float(750), "small": UInt8(3)]
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[a(width@low)]-gap-[b(>=small@high)]-(margin)-|",
                                                  metrics: metrics, views: v)
        #expect(made.count == 5)
        guard made.count == 5 else { return }
        expect(made[0], a, .leading, .equal, container, .leading, constant: 20)
        expect(made[1], a, .width, .equal, nil, .notAnAttribute, constant: 100, priority: .defaultLow)
        expect(made[2], b, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 3, priority: .defaultHigh)
        expect(made[3], b, .leading, .equal, a, .trailing, constant: 12.5)
        expect(made[4], container, .trailing, .equal, b, .trailing, constant: 20)
        NSLayoutConstraint.activate(made)
        layOut(["V:|[a]|", "V:|[b]|"], views: v)
        // b takes what is left: 400 − 20 − 100 − 12.5 − 20 = 247.5, its edges on whole points
        // at 1× (132.5 → 133).
        #expect(a.frame.minX == 20 && a.frame.width == 100)
        #expect(b.frame.maxX == 380)
        #expect(abs(b.frame.minX - 132.5) <= 0.5)
    }

    @Test func aConnectionWithSeveralPredicatesAndPriorities() {
        let v = views("a", "b")
        let a = v["a"]!, b = v["b"]!
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[a]-(>=20@500,<=40,==30@low)-[b]",
                                                  metrics: ["low": 100], views: v)
        #expect(made.count == 3)
        guard made.count == 3 else { return }
        expect(made[0], b, .leading, .greaterThanOrEqual, a, .trailing, constant: 20, priority: 500)
        expect(made[1], b, .leading, .lessThanOrEqual, a, .trailing, constant: 40)
        expect(made[2], b, .leading, .equal, a, .trailing, constant: 30, priority: 100)
    }

    @Test func signedAndScientificNumbersInParentheses() {
        let v = views("a", "b")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:[a(1.5e2)]-(-10)-[b(>=+.5)]", metrics: nil, views: v)
        #expect(made.count == 3)
        guard made.count == 3 else { return }
        expect(made[0], v["a"]!, .width, .equal, nil, .notAnAttribute, constant: 150)
        expect(made[1], v["b"]!, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 0.5)
        expect(made[2], v["b"]!, .leading, .equal, v["a"]!, .trailing, constant: -10)
    }

    @Test func aFormatWithoutOrientationIsHorizontal() {
        let v = views("a", "b")
        let bare = NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-7-[b]|", metrics: nil, views: v)
        let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-7-[b]|", metrics: nil, views: v)
        #expect(bare.count == 3)
        #expect(bare.map(\.firstAttribute) == horizontal.map(\.firstAttribute))
        #expect(bare.map(\.secondAttribute) == [.leadingMargin, .trailing, .trailing])
        #expect(bare.map(\.constant) == horizontal.map(\.constant))
        // Without a `|` too: a size is a width.
        let sized = NSLayoutConstraint.constraints(withVisualFormat: "[a(20)]-[b]", metrics: nil, views: v)
        #expect(sized.map(\.firstAttribute) == [.width, .leading])
    }

    @Test func spacesBetweenThePartsAreSkipped() {
        let v = views("a", "b")
        let made = NSLayoutConstraint.constraints(withVisualFormat: " V: | - 20 - [ a ( >= 10 @ 500 ) ] - [ b ] ", metrics: nil, views: v)
        #expect(made.count == 3)
        guard made.count == 3 else { return }
        expect(made[0], v["a"]!, .top, .equal, container, .top, constant: 20)
        expect(made[1], v["a"]!, .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: 10, priority: 500)
        expect(made[2], v["b"]!, .top, .equal, v["a"]!, .bottom, constant: 8)
    }

    // MARK: Options

    @Test func alignAllTopAndBottomLinesARowUp() {
        let v = views("a", "b", "c")
        let a = v["a"]!, b = v["b"]!, c = v["c"]!
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(50)]-[b(60)]-[c]-|",
                                                  options: [.alignAllTop, .alignAllBottom], metrics: nil, views: v)
        #expect(made.count == 10)
        let alignments = made.filter { $0.firstAttribute == $0.secondAttribute && ($0.firstAttribute == .top || $0.firstAttribute == .bottom) }
        #expect(alignments.count == 4)
        guard alignments.count == 4 else { return }
        // Each view aligns with the one before it.
        expect(alignments[0], b, .top, .equal, a, .top)
        expect(alignments[1], b, .bottom, .equal, a, .bottom)
        expect(alignments[2], c, .top, .equal, b, .top)
        expect(alignments[3], c, .bottom, .equal, b, .bottom)
        NSLayoutConstraint.activate(made)
        layOut(["V:|-10-[a(40)]"], views: v)
        #expect(a.frame == CGRect(x: 8, y: 10, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 66, y: 10, width: 60, height: 40))
        #expect(c.frame == CGRect(x: 134, y: 10, width: 258, height: 40))
    }

    @Test func alignAllCenterXCentresAColumn() {
        let v = views("a", "b")
        let a = v["a"]!, b = v["b"]!
        layOut(["V:|-[a(20)]-[b(30)]"], options: .alignAllCenterX, views: v)
        layOut(["H:[a(100)]", "H:|-40-[b(50)]"], views: v)
        // b's centre is at 65, so a (100 wide) starts at 15.
        #expect(a.frame == CGRect(x: 15, y: 8, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 36, width: 50, height: 30))
    }

    @Test func alignAllLeadingAndTrailingInAColumn() {
        let v = views("a", "b")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:[a][b]", options: [.alignAllLeading, .alignAllTrailing],
                                                  metrics: nil, views: v)
        #expect(made.count == 3)
        guard made.count == 3 else { return }
        expect(made[1], v["b"]!, .leading, .equal, v["a"]!, .leading)
        expect(made[2], v["b"]!, .trailing, .equal, v["a"]!, .trailing)
    }

    @Test func alignAllFirstBaselineLinesUpText() {
        let big = label("Big", size: 40), small = label("small", size: 12)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[big]-[small]", options: .alignAllFirstBaseline,
                                                  metrics: nil, views: ["big": big, "small": small])
        expect(made.last, small, .firstBaseline, .equal, big, .firstBaseline)
        NSLayoutConstraint.activate(made)
        layOut(["V:|-20-[big]"], views: ["big": big])
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) <= 0.5, "\(bigBaseline) vs \(smallBaseline)")
        #expect(abs(small.frame.minX - big.frame.maxX - 8) <= 1, "\(big.frame) then \(small.frame)")
    }

    @Test func directionLeftToRightUsesLeftAndRight() {
        let v = views("a", "b")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-[b]-5-|", options: .directionLeftToRight, metrics: nil, views: v)
        #expect(made.count == 3)
        guard made.count == 3 else { return }
        expect(made[0], v["a"]!, .left, .equal, container, .leftMargin)
        expect(made[1], v["b"]!, .left, .equal, v["a"]!, .right, constant: 8)
        expect(made[2], container, .right, .equal, v["b"]!, .right, constant: 5)
    }

    @Test func directionRightToLeftReadsFromTheRightEdge() {
        let v = views("a", "b")
        let a = v["a"]!, b = v["b"]!
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|-[a(50)]-(>=10)-[b(60)]", options: .directionRightToLeft,
                                                  metrics: nil, views: v)
        #expect(made.count == 4)
        guard made.count == 4 else { return }
        // Positions fall along the format, so the earlier item is the first: the room between
        // a's left edge and b's right edge is still what the spacing says.
        expect(made[0], container, .rightMargin, .equal, a, .right)
        expect(made[3], a, .left, .greaterThanOrEqual, b, .right, constant: 10)
        NSLayoutConstraint.activate(made)
        layOut(["V:|[a(10)]", "V:|[b(10)]", "H:[a]-(10@250)-[b]"], options: .directionRightToLeft, views: v)
        #expect(a.frame == CGRect(x: 342, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 272, y: 0, width: 60, height: 10))
    }

    @Test func spacingBaselineToBaselineSpacesTextByItsBaselines() {
        let title = label("Title", size: 30), body = label("Body text", size: 14)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title]-[body]-(>=0)-|", options: .spacingBaselineToBaseline,
                                                  metrics: nil, views: ["title": title, "body": body])
        #expect(made.count == 3)
        guard made.count == 3 else { return }
        // Between the two labels only: the superview's edges stay edges.
        expect(made[0], title, .top, .equal, container, .topMargin)
        expect(made[1], body, .firstBaseline, .equal, title, .lastBaseline, constant: 8)
        expect(made[2], container, .bottom, .greaterThanOrEqual, body, .bottom)
        NSLayoutConstraint.activate(made)
        layOut(["H:|[title]", "H:|[body]"], views: ["title": title, "body": body])
        let titleBaseline = title.frame.minY + title.font.ascender
        let bodyBaseline = body.frame.minY + body.font.ascender
        #expect(abs(bodyBaseline - titleBaseline - 8) <= 0.5, "\(titleBaseline) then \(bodyBaseline)")
    }

    @Test func theOptionsHaveUIKitsRawValues() {
        typealias Options = NSLayoutConstraint.FormatOptions
        #expect(Options.alignAllLeft.rawValue == 1 << 1)
        #expect(Options.alignAllRight.rawValue == 1 << 2)
        #expect(Options.alignAllTop.rawValue == 1 << 3)
        #expect(Options.alignAllBottom.rawValue == 1 << 4)
        #expect(Options.alignAllLeading.rawValue == 1 << 5)
        #expect(Options.alignAllTrailing.rawValue == 1 << 6)
        #expect(Options.alignAllCenterX.rawValue == 1 << 9)
        #expect(Options.alignAllCenterY.rawValue == 1 << 10)
        #expect(Options.alignAllLastBaseline.rawValue == 1 << 11)
        #expect(Options.alignAllFirstBaseline.rawValue == 1 << 12)
        #expect(Options.alignmentMask.rawValue == 0xFFFF)
        #expect(Options.directionLeadingToTrailing.rawValue == 0)
        #expect(Options.directionLeftToRight.rawValue == 0x1_0000)
        #expect(Options.directionRightToLeft.rawValue == 0x2_0000)
        #expect(Options.directionMask.rawValue == 0x3_0000)
        #expect(Options.spacingEdgeToEdge.rawValue == 0)
        #expect(Options.spacingBaselineToBaseline.rawValue == 0x8_0000)
        #expect(Options.spacingMask.rawValue == 0x8_0000)
    }

    // MARK: Layout guides

    @Test func aLayoutGuideTakesPartLikeAView() {
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let v = views("a")
        let views: [String: Any] = ["spacer": guide, "a": v["a"]!]
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[spacer(100)]-[a]-|", metrics: nil, views: views)
        #expect(made.count == 4)
        guard made.count == 4 else { return }
        // The guide's `|` is the view it belongs to.
        expect(made[0], guide, .leading, .equal, container, .leading, constant: 20)
        expect(made[2], v["a"]!, .leading, .equal, guide, .trailing, constant: 8)
        NSLayoutConstraint.activate(made)
        layOut(["V:|[spacer(10)]", "V:|[a]|"], views: views)
        #expect(guide.layoutFrame == CGRect(x: 20, y: 0, width: 100, height: 10))
        #expect(v["a"]!.frame == CGRect(x: 128, y: 0, width: 264, height: 300))
    }

    @Test func aViewsMarginsGuideInTheDictionary() {
        let v = views("a")
        let views: [String: Any] = ["margins": container.layoutMarginsGuide, "a": v["a"]!]
        layOut(["V:[margins]-(-40)-[a(30)]", "H:|[a]|"], views: views)
        // 40 points above the margins guide's bottom (300 − 8): 252 up to 282.
        #expect(v["a"]!.frame == CGRect(x: 0, y: 252, width: 400, height: 30))
    }

    // MARK: Errors

    /// Checks that `format` makes nothing and reports exactly UIKit's message shape: the
    /// reason, then the format with a caret under `column`.
    func expectRefusal(_ format: String, _ reason: String, column: Int, options: NSLayoutConstraint.FormatOptions = [],
                       metrics: [String: Any]? = nil, views: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) {
        let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        #expect(made.isEmpty, "\(made)", sourceLocation: sourceLocation)
        let message = "Unable to parse constraint format: \n\(reason)\n\(format)\n" + String(repeating: " ", count: column) + "^"
        let warnings = Diagnostics.recentWarnings()
        #expect(warnings.contains(message), "got \(warnings.last ?? "nothing")", sourceLocation: sourceLocation)
    }

    @Test func anUnknownViewName() {
        expectRefusal("H:|-[button]-|", "button is not a key in the views dictionary", column: 5, views: [:])
        expectRefusal("[a(==b)]", "b is not a key in the metrics or the views dictionary", column: 5, views: views("a"))
    }

    @Test func anUnknownMetric() {
        let v = views("a", "b")
        expectRefusal("[a]-gap-[b]", "gap is not a key in the metrics dictionary", column: 4, views: v)
        expectRefusal("[a(50@level)]", "level is not a key in the metrics dictionary", column: 6, metrics: ["other": 1], views: v)
    }

    @Test func metricsAndViewsOfTheWrongKind() {
        let v = views("a", "b")
        expectRefusal("[a]-gap-[b]", "The metrics dictionary maps gap to a value of type String, not to a finite number",
                      column: 4, metrics: ["gap": "10"], views: v)
        expectRefusal("[a]-gap-[b]", "The metrics dictionary maps gap to a value of type Double, not to a finite number",
                      column: 4, metrics: ["gap": Double.infinity], views: v)
        expectRefusal("[a]-gap-[b]", "The metrics dictionary maps gap to a value of type Bool, not to a finite number",
                      column: 4, metrics: ["gap": true], views: v)
        expectRefusal("[a]-[n]", "The views dictionary maps n to a value of type Int, not to a view or a layout guide",
                      column: 5, views: ["a": v["a"]!, "n": 5])
        expectRefusal("[a]-b-[b]", "b is a view, but a spacing must be a number or a metric; a view can only be the object of a view's size predicate ([a(==b)])",
                      column: 4, views: v)
    }

    @Test func unbalancedBrackets() {
        let v = views("a", "b")
        expectRefusal("[a", "Expected '(' or ']' after the view name", column: 2, views: v)
        expectRefusal("[a(>=5]", "Expected ',' or ')' after a predicate", column: 6, views: v)
        expectRefusal("[a(>=5", "Expected ')' to close the predicates", column: 6, views: v)
        expectRefusal("[a)]", "Expected '(' or ']' after the view name", column: 2, views: v)
        expectRefusal("a]", "Expected 'H:' or 'V:' for the orientation, or the format's first '|' or '['", column: 0, views: v)
        expectRefusal("[[a]]", "Expected a view name after '[' (a C identifier: letters, digits and '_')", column: 1, views: v)
        expectRefusal("[a]-(10-[b]", "Expected ',' or ')' after a predicate", column: 7, views: v)
        expectRefusal("[a(50)]]", "Expected '-', '[' or '|' after a view", column: 7, views: v)
    }

    @Test func orientationMistakes() {
        let v = views("a")
        expectRefusal("V|[a]|", "Expected ':' after 'V' for a vertical format", column: 1, views: v)
        expectRefusal("h:[a]", "Expected 'H:' or 'V:' for the orientation, or the format's first '|' or '['", column: 0, views: v)
        expectRefusal("H:", "Expected a view ('[name]')", column: 2, views: v)
        expectRefusal("", "Expected a view ('[name]')", column: 0, views: v)
        expectRefusal("H:|-|", "Expected a view ('[name]') after '|' and its connection", column: 4, views: v)
    }

    @Test func connectionMistakes() {
        let v = views("a", "b")
        expectRefusal("[a]-", "Expected a view or '|' after '-'", column: 4, views: v)
        expectRefusal("[a]-10[b]", "Expected '-' after the spacing", column: 6, views: v)
        expectRefusal("[a]--10-[b]", "Expected a spacing after '-': a number, a metric name or '(predicates)'", column: 4, views: v)
        expectRefusal("[a]-10@500-[b]", "A priority needs parentheses in a connection: '-(10@750)-'", column: 6, views: v)
        expectRefusal("[a]-(=>10)-[b]", "Expected a relation: '==', '>=' or '<='", column: 5, views: v)
        expectRefusal("[a(>5)]", "Expected a relation: '==', '>=' or '<='", column: 3, views: v)
        expectRefusal("[a(50@)]", "Expected a priority after '@': a number or a metric name", column: 6, views: v)
        expectRefusal("[a(1e999)]", "The number 1e999 is out of range", column: 3, views: v)
        expectRefusal("[a]|[b]", "A '|' ends the format; nothing may follow the superview's edge", column: 4, views: v)
        expectRefusal("[self.arrows]", "A view name is a C identifier and cannot contain '.'; name the view in the views dictionary without it",
                      column: 5, views: ["self": v["a"]!])
    }

    @Test func prioritiesOutOfRange() {
        let v = views("a")
        expectRefusal("[a(50@1001)]", "The priority 1001 is out of range: priorities run from 1 to 1000", column: 6, views: v)
        expectRefusal("[a(50@0)]", "The priority 0 is out of range: priorities run from 1 to 1000", column: 6, views: v)
        expectRefusal("[a(50@p)]", "The priority -3 is out of range: priorities run from 1 to 1000", column: 6, metrics: ["p": -3], views: v)
    }

    @Test func aSuperviewEdgeBesideAViewWithoutOne() {
        let loose = UIView()
        expectRefusal("H:|-[loose]", "Cannot interpret '|': it stands for the superview of the view beside it, and loose has no superview",
                      column: 2, views: ["loose": loose])
        let guide = UILayoutGuide()
        expectRefusal("V:[guide]-|", "Cannot interpret '|': it stands for the superview of the view beside it, and the layout guide guide belongs to no view (addLayoutGuide(_:))",
                      column: 10, views: ["guide": guide])
    }

    @Test func optionsThatContradictTheFormat() {
        let v = views("a", "b")
        expectRefusal("H:[a][b]", "The options align the views on left, a horizontal attribute, but the format lays them out horizontally: align them across the axis instead (top, bottom, centerY or a baseline)",
                      column: 8, options: .alignAllLeft, views: v)
        expectRefusal("V:[a][b]", "The options align the views on centerY, a vertical attribute, but the format lays them out vertically: align them across the axis instead (left, right, leading, trailing or centerX)",
                      column: 8, options: [.alignAllLeading, .alignAllCenterY], views: v)
        expectRefusal("H:[a]-[b]", "spacingBaselineToBaseline spaces views vertically; it cannot apply to a horizontal format",
                      column: 9, options: .spacingBaselineToBaseline, views: v)
        expectRefusal("[a][b]", "The options' direction bits (3 << 16) name no direction",
                      column: 6, options: .directionMask, views: v)
        expectRefusal("[a][b]", "The options have bits no option uses (0x100000)",
                      column: 6, options: NSLayoutConstraint.FormatOptions(rawValue: 1 << 20), views: v)
        expectRefusal("[a][b]", "The options' bit 1 << 7 is no alignment: the alignAll… options align edges, centers and baselines",
                      column: 6, options: NSLayoutConstraint.FormatOptions(rawValue: 1 << 7), views: v)
    }

    @Test func alignmentOptionsWithASingleViewAreIgnoredWithANote() {
        let v = views("a")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: .alignAllTop, metrics: nil, views: v)
        #expect(made.count == 2)
        #expect(Diagnostics.recentWarnings().contains(
            "constraints(withVisualFormat: \"H:|-[a]-|\"): the alignment options were ignored: a format with one view has nothing to align it with"))
    }

    @Test func theCaretStaysUnderItsCharacterAcrossLineBreaks() {
        let failure = VisualFormatParser.Failure(reason: "why", offset: 3)
        #expect(failure.message(for: "H:\n[a") == "Unable to parse constraint format: \nwhy\nH: [a\n   ^")
    }

    // MARK: Robustness

    /// A small deterministic generator (SplitMix64), so a failing case can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Feeds random token soups and every prefix and one-character deletion of valid formats.
    /// Whatever comes in, nothing crashes; a format the parser refuses makes nothing and its
    /// message is reported; constraints that are made lie on the format's axis and are sound.
    @Test func randomAndTruncatedFormatsNeverCrash() {
        let v = views("a", "b")
        let views: [String: Any] = ["a": v["a"]!, "b": v["b"]!, "n": 3]
        let metrics: [String: Any] = ["gap": 12, "p": 500, "bad": "x"]
        let tokens = ["H:", "V:", "|", "-", "[", "]", "(", ")", ",", "@", "==", ">=", "<=", "=", "a", "b", "n", "gap", "p",
                      "bad", "zz", "10", "-5", "0.5", "1e3", "1e", ".", "e", " ", ":", "750", "1001", "\u{00E9}", "\n", "+"]
        var generator = SeededGenerator(state: 0x5EED)
        var formats: [String] = []
        for _ in 0..<300 {
            let count = Int.random(in: 0...12, using: &generator)
            formats.append((0..<count).map { _ in tokens.randomElement(using: &generator)! }.joined())
        }
        let valid = ["H:|-[a]-[b(==a)]-|", "V:|-20-[a(>=50@750)]-(>=gap@p)-[b]|", "|-(-5)-[a(1.5e1,<=gap)][b]-gap-|",
                     "V:[a]-(10@p,>=4)-[b(20)]"]
        for format in valid {
            let characters = Array(format)
            for end in 0...characters.count { formats.append(String(characters[..<end])) }
            for gap in characters.indices { formats.append(String(characters[..<gap] + characters[(gap + 1)...])) }
        }
        var accepted = 0
        for format in formats {
            var parser = VisualFormatParser(format)
            let parsed = Result { () throws(VisualFormatParser.Failure) in try parser.parse() }
            let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views)
            switch parsed {
            case .failure(let failure):
                #expect(made.isEmpty, "\(format.debugDescription) was refused but made constraints")
                #expect(Diagnostics.recentWarnings().contains(failure.message(for: format)), "\(format.debugDescription)")
                #expect(failure.offset >= 0 && failure.offset <= format.count)
            case .success(let read):
                if !made.isEmpty { accepted += 1 }
                for constraint in made {
                    #expect(constraint.firstAttribute.axis == read.axis, "\(format.debugDescription): \(constraint)")
                    #expect(constraint.constant.isFinite && constraint.priority.isValid && !constraint.isActive)
                    #expect(constraint.invalidReason == nil, "\(format.debugDescription): \(constraint)")
                }
            }
        }
        // The valid formats themselves (and many of their pieces) must have got through.
        #expect(accepted >= valid.count)
        for format in valid {
            #expect(!NSLayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views).isEmpty, "\(format)")
        }
    }
}
