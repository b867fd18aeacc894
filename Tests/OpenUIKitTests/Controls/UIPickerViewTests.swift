import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A data source and delegate with `rowCounts` rows per component, titled "C<component>R<row>"
/// when `titled`, recording what the picker tells it.
@MainActor
final class RecordingPickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rowCounts: [Int]
    var titled = true
    private(set) var selections: [String] = []
    private(set) var questions = 0

    init(_ rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        questions += 1
        return rowCounts.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rowCounts[component]
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titled ? "C\(component)R\(row)" : nil
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(row)@\(component)")
    }
}

/// A delegate that gives its own row views and a taller row.
@MainActor
final class ViewGivingPickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    private(set) var reusedOffers = 0

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 50 }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 44 }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 100 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        if view != nil { reusedOffers += 1 }
        let swatch = view ?? UIView()
        swatch.tag = row
        return swatch
    }
}

@Suite("UIPickerView")
@MainActor
struct UIPickerViewTests {
    @MainActor
    struct Scene {
        let harness = GestureHarness(size: CGSize(width: 400, height: 400))
        let frames: HeadlessFrameClock
        let picker = UIPickerView(frame: CGRect(x: 40, y: 100, width: 320, height: 216))
        let source: RecordingPickerSource

        init(rows: [Int] = [20, 6]) {
            frames = HeadlessFrameClock(window: harness.window)
            source = RecordingPickerSource(rows)
            picker.dataSource = source
            picker.delegate = source
            harness.window.addSubview(picker)
            harness.window.layoutIfNeeded()
        }

        /// The middle of component `component`'s wheel, in window coordinates.
        func middle(ofComponent component: Int) -> CGPoint {
            let frame = picker.componentFrames()[component]
            return picker.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        }
    }

    /// UIKit's documented values: 216 points tall (320 wide) by default, rows 32 points
    /// tall, nothing selected (-1) and (0, 0) row sizes without data.
    @Test func defaultsAreUIKits() {
        let picker = UIPickerView()
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.sizeThatFits(.zero).height == 216)
        #expect(picker.numberOfComponents == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.rowSize(forComponent: 0) == .zero)
        #expect(UIPickerView.defaultRowHeight == 32)
    }

    @Test func theDataSourceAndDelegateShapeTheWheels() {
        let scene = Scene()
        let picker = scene.picker
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 20 && picker.numberOfRows(inComponent: 1) == 6)
        #expect(picker.numberOfRows(inComponent: 7) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        // Equal shares of 320 less 8-point sides and a 5-point gap; the standard row height.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        let frames = picker.componentFrames()
        #expect(frames[0].minX == 8 && frames[1].maxX == 312)
        // The middle row is drawn full size in the middle of the wheel, the next one squashed.
        let labels = visibleLabels(in: picker)
        let middle = try! #require(labels.first { $0.text == "C0R0" })
        #expect(abs(middle.convert(middle.bounds, to: picker).midY - 108) < 0.01)
        #expect(middle.transform.d == 1 && middle.alpha == 1)
        let next = try! #require(labels.first { $0.text == "C0R1" })
        #expect(next.transform.d < 1 && next.alpha < 1)
        #expect(next.convert(next.bounds, to: picker).midY > 108 + 25)
        // Rows beyond a quarter turn are not made.
        #expect(!labels.contains { $0.text == "C0R9" })
        #expect(picker.view(forRow: 0, forComponent: 0) == nil, "titles are not the delegate's views")
    }

    @Test func aDelegateWithoutTitlesShowsQuestionMarks() {
        let scene = Scene(rows: [3])
        scene.source.titled = false
        scene.picker.reloadAllComponents()
        scene.harness.window.layoutIfNeeded()
        #expect(visibleLabels(in: scene.picker).map(\.text).contains("?"))
    }

    @Test func theDelegatesViewsSizesAndReuseAreUsed() {
        let harness = GestureHarness()
        let frames = HeadlessFrameClock(window: harness.window)
        let source = ViewGivingPickerSource()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        harness.window.addSubview(picker)
        harness.window.layoutIfNeeded()
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 44))
        #expect(picker.componentFrames()[0] == CGRect(x: 110, y: 0, width: 100, height: 216))
        let shown = try! #require(picker.view(forRow: 0, forComponent: 0))
        #expect(shown.tag == 0 && shown.bounds.size == CGSize(width: 100, height: 44))
        #expect(picker.view(forRow: 30, forComponent: 0) == nil, "out of sight")
        picker.selectRow(30, inComponent: 0, animated: true)
        #expect(frames.runUntilIdle())
        #expect(picker.view(forRow: 30, forComponent: 0)?.tag == 30)
        #expect(source.reusedOffers > 0, "views scrolled out of sight are offered again")
    }

    /// A fling decelerates on the frame clock, comes to rest exactly on a row, and the
    /// delegate hears that row once.
    @Test func aDragSettlesOnARowAndTellsTheDelegateOnce() {
        let scene = Scene()
        let start = scene.middle(ofComponent: 0)
        var script = scene.harness.script()
        script.down(1, at: start)
        script.move(1, to: CGPoint(x: start.x, y: start.y - 90), duration: 0.12, steps: 8)
        script.up(1)
        scene.harness.send(script)
        #expect(scene.source.selections.isEmpty, "nothing before the wheel rests")
        #expect(scene.frames.runUntilIdle())
        let row = scene.picker.selectedRow(inComponent: 0)
        #expect(row > 3, "the fling carried the wheel past where the finger left it")
        #expect(scene.source.selections == ["\(row)@0"])
        #expect(scene.picker.selectedRow(inComponent: 1) == 0)
        let label = try! #require(visibleLabels(in: scene.picker).first { $0.text == "C0R\(row)" })
        #expect(abs(label.convert(label.bounds, to: scene.picker).midY - 108) < 0.01, "exactly on the row")
    }

    /// Mouse wheel notches turn the wheel through the scroll view's pan; when they stop it
    /// rests on a row and the delegate hears it once.
    @Test func theMouseWheelTurnsAWheelOntoARow() {
        let scene = Scene()
        let start = scene.harness.clock.now
        let middle = scene.middle(ofComponent: 0)
        scene.harness.send((0..<3).map { index in
            .scroll(ScrollInput(delta: CGVector(dx: 0, dy: 1), location: middle, timestamp: start + Double(index) * 0.03, deviceID: 11))
        })
        scene.harness.advance(by: 0.6)
        #expect(scene.frames.runUntilIdle())
        let row = scene.picker.selectedRow(inComponent: 0)
        #expect(row > 0)
        #expect(scene.source.selections == ["\(row)@0"])
        let label = try! #require(visibleLabels(in: scene.picker).first { $0.text == "C0R\(row)" })
        #expect(abs(label.convert(label.bounds, to: scene.picker).midY - 108) < 0.01, "exactly on the row")
    }

    @Test func aTapBelowTheMiddleTurnsThatRowToTheMiddle() {
        let scene = Scene()
        let middle = scene.middle(ofComponent: 1)
        // Two rows down: 64 points of arc appear about 56 points below the middle.
        let arc: CGFloat = 64
        let onScreen = 108 * sin(arc / 108)
        var script = scene.harness.script()
        script.down(1, at: CGPoint(x: middle.x, y: middle.y + onScreen))
        script.wait(0.05)
        script.up(1)
        scene.harness.send(script)
        #expect(scene.frames.runUntilIdle())
        #expect(scene.picker.selectedRow(inComponent: 1) == 2)
        #expect(scene.source.selections == ["2@1"])
    }

    @Test func selectingInCodeTellsTheDelegateNothing() {
        let scene = Scene()
        scene.picker.selectRow(4, inComponent: 0, animated: false)
        #expect(scene.picker.selectedRow(inComponent: 0) == 4)
        scene.picker.selectRow(2, inComponent: 1, animated: true)
        #expect(scene.frames.runUntilIdle())
        #expect(scene.picker.selectedRow(inComponent: 1) == 2)
        scene.picker.selectRow(99, inComponent: 0, animated: false)
        #expect(scene.picker.selectedRow(inComponent: 0) == 4, "a row that does not exist is refused")
        #expect(scene.source.selections.isEmpty)
    }

    @Test func reloadingKeepsTheSelectionWithinTheRows() {
        let scene = Scene()
        scene.picker.selectRow(15, inComponent: 0, animated: false)
        scene.source.rowCounts = [10, 6]
        scene.picker.reloadComponent(0)
        #expect(scene.picker.selectedRow(inComponent: 0) == 9)
        scene.source.rowCounts = [0]
        scene.picker.reloadAllComponents()
        #expect(scene.picker.numberOfComponents == 1 && scene.picker.selectedRow(inComponent: 0) == -1)
    }

    /// Each wheel is an adjustable element whose value is its picked row's title; a screen
    /// reader's increment turns it, and the delegate hears the user's pick.
    @Test func eachWheelIsAnAdjustableElement() throws {
        let scene = Scene()
        let elements = try #require(scene.picker.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.count == 2)
        #expect(elements[0].accessibilityTraits.contains(.adjustable))
        #expect(elements[1].accessibilityValue == "C1R0")
        #expect(elements[1].accessibilityFrame == scene.picker.convert(scene.picker.componentFrames()[1], to: nil))
        elements[1].accessibilityIncrement()
        #expect(scene.frames.runUntilIdle())
        #expect(elements[1].accessibilityValue == "C1R1")
        #expect(scene.source.selections == ["1@1"])
        elements[1].accessibilityDecrement()
        elements[1].accessibilityDecrement()
        #expect(scene.frames.runUntilIdle())
        #expect(scene.picker.selectedRow(inComponent: 1) == 0)
    }

    @Test func theArrowKeysTurnTheFocusedWheel() throws {
        let scene = Scene()
        #expect(scene.picker.canBecomeFocused)
        let system = try #require(UIFocusSystem.focusSystem(for: scene.harness.window))
        system.requestFocusUpdate(to: scene.picker)
        system.updateFocusIfNeeded()
        #expect(scene.picker.isFocused)
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = scene.harness.window
        defer { application.keyWindow = previous }
        for code in [UIKeyboardHIDUsage.keyboardRightArrow, .keyboardDownArrow] {
            let key = UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: code)
            application.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: scene.harness.clock.now)))
            application.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: scene.harness.clock.now)))
        }
        #expect(scene.frames.runUntilIdle())
        #expect(scene.picker.selectedRow(inComponent: 1) == 1 && scene.picker.selectedRow(inComponent: 0) == 0)
        #expect(scene.source.selections == ["1@1"])
    }

    @Test func theWheelGeometryIsACylinder() {
        let wheel = PickerWheelGeometry(height: 216)
        #expect(wheel.radius == 108)
        #expect(wheel.screenOffset(forArcDistance: 0) == 0)
        #expect(abs(wheel.arcDistance(forScreenOffset: wheel.screenOffset(forArcDistance: 50)) - 50) < 0.0001)
        #expect(wheel.isVisible(arcDistance: 160) && !wheel.isVisible(arcDistance: 170))
        #expect(wheel.verticalScale(forArcDistance: 0) == 1 && wheel.opacity(forArcDistance: 0) == 1)
        #expect(wheel.verticalScale(forArcDistance: 108 * .pi / 3) < 0.51)
    }

    private func visibleLabels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { subview -> [UILabel] in
            (subview as? UILabel).map { [$0] } ?? visibleLabels(in: subview)
        }
    }
}
