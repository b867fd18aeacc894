import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@MainActor
private final class Tapper {
    var taps = 0
    func tapped(_ sender: UIButton) { taps += 1 }
}

@Suite("UIButton")
@MainActor
struct UIButtonTests {
    /// A 15-point system-font label's size for `text`, measured the way the button measures.
    static func measuredTitle(_ text: String) -> CGSize {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.text = text
        return label.sizeThatFits(.zero)
    }

    /// A 20×10 red image.
    static let redImage = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    // MARK: Types and defaults

    @Test func typesAndTheirDefaults() {
        let custom = UIButton(frame: .zero)
        #expect(custom.buttonType == .custom)
        #expect(UIButton().buttonType == .custom)
        let system = UIButton(type: .system)
        #expect(system.buttonType == .system)
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5 && UIButton.ButtonType.close.rawValue == 7)
        #expect(system.titleLabel?.font.pointSize == 15 && custom.titleLabel?.font.pointSize == 15)
        #expect(system.titleLabel != nil && system.imageView != nil, "UIKit code uses both on system buttons")
        #expect(custom.titleColor(for: .normal) == .white)
        #expect(system.titleColor(for: .normal) == .systemBlue, "the tint colour")
        #expect(system.titleColor(for: .disabled) == .tertiaryLabel)
        #expect(system.currentTitle == nil && system.currentImage == nil)
    }

    @Test func glyphTypesComeWithTheirImageAndSize() throws {
        for type in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
            let button = UIButton(type: type)
            let image = try #require(button.currentImage, "\(type)")
            #expect(image.size == CGSize(width: 22, height: 22))
            #expect(button.frame.size == CGSize(width: 22, height: 22))
            #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22))
        }
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    // MARK: Per-state values and their fallbacks

    @Test func statesWithoutTheirOwnValueFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setImage(Self.redImage, for: .normal)
        for state: UIControl.State in [.highlighted, .disabled, .selected, [.selected, .highlighted]] {
            #expect(button.title(for: state) == "Normal", "\(state)")
            #expect(button.image(for: state) === Self.redImage, "\(state)")
        }
        button.setTitle("Selected", for: .selected)
        #expect(button.title(for: .selected) == "Selected")
        // Exactly that state: selected while pressed shows the normal title, not the selected
        // one, until [.selected, .highlighted] has its own (UIKit's documented fallback).
        #expect(button.title(for: [.selected, .highlighted]) == "Normal")
        button.setTitle("Both", for: [.selected, .highlighted])
        #expect(button.title(for: [.selected, .highlighted]) == "Both")
        button.setTitle(nil, for: .selected)
        #expect(button.title(for: .selected) == "Normal")
    }

    @Test func currentValuesFollowTheState() {
        let button = UIButton(type: .custom)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.red, for: .highlighted)
        #expect(button.currentTitle == "Off" && button.currentTitleColor == .black)
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed" && button.currentTitleColor == .red)
        #expect(button.titleLabel?.text == "Pressed" && button.titleLabel?.textColor == .red)
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "On" && button.currentTitleColor == .black)
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
        #expect(button.currentTitle == "Off", "[.selected, .disabled] has no title of its own")
    }

    @Test func anAttributedTitleWinsOverAPlainOne() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.currentTitle == "Styled")
        #expect(button.currentAttributedTitle?.string == "Styled")
        #expect(button.titleLabel?.text == "Styled")
        button.isHighlighted = true
        #expect(button.currentTitle == "Styled", "the normal attributed title beats no highlighted one")
    }

    @Test func systemTitleColoursFollowTheTintAndTheState() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.tintColor = .systemRed
        let button = UIButton(type: .system)
        button.setTitle("Tint", for: .normal)
        container.addSubview(button)
        #expect(button.currentTitleColor == .systemRed)
        #expect(button.titleLabel?.textColor == .systemRed)
        container.tintColor = .systemGreen
        #expect(button.titleLabel?.textColor == .systemGreen)
        // Pressing fades the content, whatever its colour; the colour itself stays.
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == UIButton.highlightedContentAlpha)
        #expect(button.currentTitleColor == .systemGreen)
        button.isHighlighted = false
        #expect(button.titleLabel?.alpha == 1)
        // A normal colour set by the app does not hide the disabled grey.
        button.setTitleColor(.black, for: .normal)
        button.isEnabled = false
        #expect(button.currentTitleColor == .tertiaryLabel)
        button.setTitleColor(.orange, for: .disabled)
        #expect(button.currentTitleColor == .orange)
    }

    @Test func aCustomButtonNeverFadesItsTitle() {
        let button = UIButton(type: .custom)
        button.setTitle("Custom", for: .normal)
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == 1)
        button.isEnabled = false
        #expect(button.currentTitleColor == .white)
    }

    // MARK: Size

    @Test func intrinsicSizeIsTheTitlePlusSixPointsAboveAndBelow() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34), "UIKit's empty button")
        button.setTitle("Button", for: .normal)
        let title = Self.measuredTitle("Button")
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        #expect(button.intrinsicContentSize.height == 30, "a 15-point title makes UIKit's 30-point button")
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 30, height: 40))
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 30, height: 40), "title and image insets do not count")
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        #expect(button.sizeThatFits(CGSize(width: 1, height: 1)) == button.intrinsicContentSize)
    }

    @Test func intrinsicSizeOfImageAndTitleSideBySide() {
        let button = UIButton(type: .custom)
        button.setImage(Self.redImage, for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 20, height: 10), "an image alone gets no padding")
        button.setTitle("Go", for: .normal)
        let title = Self.measuredTitle("Go")
        #expect(button.intrinsicContentSize == CGSize(width: 20 + title.width, height: title.height + 12))
        let big = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 80)).image { _ in }
        button.setBackgroundImage(big, for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 200, height: 80), "at least the background image")
    }

    @Test func aTitleChangeRelaysTheSuperviewOnlyWhenTheSizeChanges() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(type: .system)
        button.setTitle("Same", for: .normal)
        superview.addSubview(button)
        superview.layoutIfNeeded()
        button.isHighlighted = true
        #expect(!superview.needsLayout, "pressing does not change the size")
        button.setTitle("A longer title", for: .normal)
        #expect(superview.needsLayout)
        superview.layoutIfNeeded()
        // A font set on the label directly is noticed when the button next lays out.
        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.needsLayout && !superview.needsLayout)
        button.layoutIfNeeded()
        #expect(superview.needsLayout)
        #expect(button.intrinsicContentSize.height > 40)
    }

    @Test func theBaseViewHasNoIntrinsicSize() {
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView(frame: .zero).intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    // MARK: Layout

    @Test func contentIsCentredImageThenTitle() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setImage(Self.redImage, for: .normal)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        let title = Self.measuredTitle("Go")
        let left = ((200 - 20 - title.width) / 2).rounded()
        #expect(button.imageView?.frame == CGRect(x: left, y: 25, width: 20, height: 10))
        #expect(button.titleLabel?.frame == CGRect(x: left + 20, y: ((60 - title.height) / 2).rounded(), width: title.width, height: title.height))
        #expect(button.imageRect(forContentRect: button.contentRect(forBounds: button.bounds)) == button.imageView?.frame)
    }

    @Test func alignmentsAndInsetsMoveTheContent() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setImage(Self.redImage, for: .normal)
        button.setTitle("Go", for: .normal)
        let title = Self.measuredTitle("Go")
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 8, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 8, y: 5, width: 20, height: 10))
        #expect(button.titleLabel?.frame.origin == CGPoint(x: 28, y: 5))
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.contentEdgeInsets = .zero
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.maxX == 200)
        #expect(button.imageView?.frame == CGRect(x: 200 - title.width - 20, y: 50, width: 20, height: 10))
        // Title insets shift the title's own rect (and a positive one clips it).
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.minX == 200 - title.width + 10)
        #expect(button.titleLabel?.frame.width == title.width)
    }

    // MARK: Tapping

    @Test func aTapSendsTouchUpInsideAndThePrimaryAction() {
        let harness = GestureHarness()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        harness.window.addSubview(button)
        let recorder = ControlEventRecorder(button, notingHighlight: true)
        let tapper = Tapper()
        button.addTarget(tapper, action: Selector(Tapper.tapped), for: .touchUpInside)
        var script = harness.script()
        script.tap(at: CGPoint(x: 150, y: 120))
        harness.send(script)
        #expect(recorder.text == "touchDown (H), touchUpInside, primaryActionTriggered")
        #expect(tapper.taps == 1)
        #expect(button.titleLabel?.alpha == 1, "the fade is gone once lifted")
    }

    @Test func aPrimaryActionButtonShowsTheActionAndRunsItOnTap() {
        let harness = GestureHarness()
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Deal", image: Self.redImage) { _ in runs += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Deal" && button.currentImage === Self.redImage)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        harness.window.addSubview(button)
        var script = harness.script()
        script.tap(at: CGPoint(x: 150, y: 120))
        harness.send(script)
        #expect(runs == 1)
    }

    /// UIKit: "a single finger single tap on a UIButton" is the button's even when an
    /// ancestor has a tap recognizer; the recognizer still gets taps elsewhere.
    @Test func anAncestorsTapRecognizerDoesNotStealTheButtonsTap() {
        let harness = GestureHarness()
        let parent = harness.addView()
        let tap = UITapGestureRecognizer()
        harness.record(tap, as: "tap")
        parent.addGestureRecognizer(tap)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        parent.addSubview(button)
        let recorder = ControlEventRecorder(button)
        var script = harness.script()
        script.tap(at: CGPoint(x: 150, y: 120))
        harness.send(script)
        #expect(recorder.text == "touchDown, touchUpInside, primaryActionTriggered")
        #expect(harness.transcript == "tap failed")

        harness.clearTranscript()
        harness.advance(by: 1)
        script = harness.script()
        script.tap(at: CGPoint(x: 300, y: 300))
        harness.send(script)
        #expect(harness.transcript == "tap ended", "elsewhere the recognizer works")
    }

    @Test func theRuleIsTheButtonsNotEveryControls() {
        // A plain control has no such rule (custom UIControls lose taps to an ancestor's tap
        // recognizer in UIKit too): the recognizer wins and the control's touch is cancelled.
        let harness = GestureHarness()
        let parent = harness.addView()
        let tap = UITapGestureRecognizer()
        harness.record(tap, as: "tap")
        parent.addGestureRecognizer(tap)
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        parent.addSubview(control)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.tap(at: CGPoint(x: 150, y: 120))
        harness.send(script)
        #expect(harness.transcript == "tap ended")
        #expect(recorder.text == "touchDown, touchCancel")
    }

    @Test func aDoubleTapOrTheButtonsOwnRecognizerIsNotRefused() {
        let button = UIButton(type: .system)
        let parent = UIView(frame: .zero)
        parent.addSubview(button)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        parent.addGestureRecognizer(doubleTap)
        #expect(button.gestureRecognizerShouldBegin(doubleTap))
        let own = UITapGestureRecognizer()
        button.addGestureRecognizer(own)
        #expect(button.gestureRecognizerShouldBegin(own))
        let single = UITapGestureRecognizer()
        parent.addGestureRecognizer(single)
        #expect(!button.gestureRecognizerShouldBegin(single))
        button.isEnabled = false
        #expect(button.gestureRecognizerShouldBegin(single), "a disabled button leaves the tap to its ancestors")
    }

    @Test func theCoderInitializerBuildsACustomButton() throws {
        let button = try #require(UIButton(coder: NSCoder()))
        #expect(button.buttonType == .custom && button.titleLabel != nil)
    }
}
