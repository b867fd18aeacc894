import Foundation
import Testing
@testable import OpenUIKit

/// A view subclass overriding the accessibility members as UIKit apps do (FoodTracker's
/// rating control, custom controls in App Store code): that this compiles is half the test.
final class RatingAccessibilityView: UIView {
    var rating = 3
    var activations = 0

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityLabel: String? {
        get { "Rating" }
        set {}
    }

    override var accessibilityValue: String? {
        get { "\(rating) of 5 stars" }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }

    override func accessibilityIncrement() { rating = min(rating + 1, 5) }
    override func accessibilityDecrement() { rating = max(rating - 1, 0) }

    override func accessibilityActivate() -> Bool {
        activations += 1
        return true
    }
}

/// What UIKit's classes answer for the accessibility properties an app never set.
/// Sources: Apple's `isAccessibilityElement` ("false unless the receiver is a standard UIKit
/// control"), `accessibilityLabel` ("the label's text", "the button's title"),
/// `accessibilityFrame` ("the frame of the view" in screen coordinates), and the values UI
/// tests read from controls (a slider's "50%", a switch's "1"/"0", an empty field's
/// placeholder, a page control's "page 2 of 3").
@Suite @MainActor
struct AccessibilityDefaultsTests {
    @Test func aLabelIsStaticTextNamedByItsText() {
        let label = UILabel()
        label.text = "Meal Name"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Meal Name")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Name of the meal"
        #expect(label.accessibilityLabel == "Name of the meal")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Meal Name", "nil brings the default back")
    }

    @Test func aButtonIsAButtonNamedByItsTitleWithItsStateInTheTraits() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.isSelected = false
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.accessibilityTraits = .link
        #expect(button.accessibilityTraits == .link, "a value set replaces the defaults")
    }

    @Test func plainViewsAndImageViewsAreNotElements() {
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        let image = UIImageView()
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)
        #expect(!UIViewController().isAccessibilityElement)
    }

    @Test func controlsReportTheirValuesAsUITestsReadThem() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement && toggle.accessibilityValue == "0" && toggle.accessibilityTraits == .button)
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 100
        #expect(slider.accessibilityValue == "50%" && slider.accessibilityTraits == .adjustable)

        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 1
        #expect(pages.accessibilityValue == "page 2 of 3" && pages.accessibilityTraits == .adjustable)

        let stepper = UIStepper()
        stepper.value = 3
        #expect(stepper.accessibilityValue == "3" && stepper.accessibilityTraits == .adjustable)

        let progress = UIProgressView()
        progress.progress = 0.25
        #expect(progress.accessibilityValue == "25%")
    }

    @Test func aTextFieldsValueIsItsTextOrItsPlaceholder() {
        let field = UITextField()
        field.placeholder = "Enter meal name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityValue == "Enter meal name")
        field.text = "Pasta"
        #expect(field.accessibilityValue == "Pasta")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••••", "a password is not read out")
    }

    @Test func adjustableControlsStepAndSendValueChanged() {
        let slider = UISlider()
        slider.value = 0.5
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 1e-6 && changes == 1)
        slider.value = 1
        slider.accessibilityIncrement()
        #expect(slider.value == 1 && changes == 1, "at the end nothing moves and nothing is sent")

        let stepper = UIStepper()
        stepper.stepValue = 5
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 5)

        let pages = UIPageControl()
        pages.numberOfPages = 2
        var pageChanges = 0
        pages.addAction(UIAction { _ in pageChanges += 1 }, for: .valueChanged)
        pages.accessibilityIncrement()
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 1 && pageChanges == 1)
    }

    @Test func aSegmentedControlIsAContainerOfItsSegments() throws {
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.frame = CGRect(x: 10, y: 20, width: 300, height: 32)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(segmented)
        segmented.selectedSegmentIndex = 1
        #expect(!segmented.isAccessibilityElement)
        #expect(segmented.accessibilityElementCount() == 3)
        let week = try #require(segmented.accessibilityElement(at: 1) as? UIAccessibilityElement)
        #expect(week.accessibilityLabel == "Week")
        #expect(week.accessibilityTraits == [.button, .selected])
        #expect(week.accessibilityFrame == CGRect(x: 110, y: 20, width: 100, height: 32))
        #expect(segmented.accessibilityElement(at: 1) as AnyObject === week, "the same elements on every read")
        #expect(segmented.index(ofAccessibilityElement: week) == 1)
        #expect(segmented.index(ofAccessibilityElement: UIView()) == NSNotFound)

        var changes = 0
        segmented.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let month = try #require(segmented.accessibilityElement(at: 2) as? UIAccessibilityElement)
        #expect(month.accessibilityActivate())
        #expect(segmented.selectedSegmentIndex == 2 && changes == 1)
    }

    @Test func aTableCellReadsItsLabelsTogether() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.textLabel?.text = "Caprese Salad"
        cell.detailTextLabel?.text = "4 stars"
        cell.layoutIfNeeded()
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Caprese Salad, 4 stars")
        cell.isSelected = true
        #expect(cell.accessibilityTraits.contains(.selected))
    }

    @Test func barItemsAreButtonsNamedByTheirTitles() {
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect(item.isAccessibilityElement && item.accessibilityLabel == "Edit" && item.accessibilityTraits == .button)
        item.isEnabled = false
        #expect(item.accessibilityTraits == [.button, .notEnabled])
        item.accessibilityIdentifier = "editButton"
        #expect(item.accessibilityIdentifier == "editButton")
    }

    @Test func aViewsFrameIsInScreenCoordinatesAndItsActivationPointIsItsMiddle() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let box = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 80))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(box)
        box.addSubview(inner)
        #expect(inner.accessibilityFrame == CGRect(x: 60, y: 70, width: 20, height: 20))
        #expect(inner.accessibilityActivationPoint == CGPoint(x: 70, y: 80))
        inner.accessibilityActivationPoint = CGPoint(x: 1, y: 2)
        #expect(inner.accessibilityActivationPoint == CGPoint(x: 1, y: 2))
        #expect(UIViewController().accessibilityFrame == .zero)
    }

    @Test func subclassOverridesWin() {
        let rating = RatingAccessibilityView()
        #expect(rating.isAccessibilityElement && rating.accessibilityLabel == "Rating")
        rating.accessibilityIncrement()
        #expect(rating.accessibilityValue == "4 of 5 stars")
        #expect(rating.accessibilityActivate() && rating.activations == 1)
        #expect(!UIView().accessibilityActivate(), "UIKit's default does not handle activation")
    }
}
