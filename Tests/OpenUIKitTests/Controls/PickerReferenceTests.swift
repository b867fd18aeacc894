import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Reference images of the wheels as iOS 14 and later draw them, at 2×: a two-component
/// picker turned to its middle rows, a wheels date picker in en_US (date and time), and a
/// compact date picker's two grey buttons.
///
/// Tolerance 6 (of 255): antialiased text and edges may round differently across Cairo and
/// Pango builds; a wrong row, band or squash changes pixels by far more.
@MainActor
@Suite struct PickerReferenceTests {
    static let tolerance = 6

    /// Fruit and a count, as a picker's data.
    final class Fruit: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let names = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Kiwi", "Lemon", "Mango"]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? names.count : 12 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? names[row] : String(row + 1)
        }
    }

    @Test func pickersAt2x() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 340, height: 530))
        window.screenScale = 2
        window.backgroundColor = .white
        let fruit = Fruit()
        let picker = UIPickerView(frame: CGRect(x: 10, y: 10, width: 320, height: 216))
        picker.dataSource = fruit
        picker.delegate = fruit
        window.addSubview(picker)
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: false)

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let datePicker = UIDatePicker(frame: CGRect(x: 10, y: 240, width: 320, height: 216))
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.calendar = calendar
        datePicker.timeZone = calendar.timeZone
        datePicker.date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 29, hour: 5, minute: 3))!
        window.addSubview(datePicker)

        let compact = UIDatePicker(frame: CGRect(x: 10, y: 475, width: 320, height: 40))
        compact.locale = datePicker.locale
        compact.calendar = calendar
        compact.timeZone = calendar.timeZone
        compact.date = datePicker.date
        window.addSubview(compact)

        window.layoutIfNeeded()
        window.renderIfNeeded()
        withExtendedLifetime(fruit) {
            ReferenceImage.assertMatches(window.backBuffer!, named: "pickers@2x", tolerance: Self.tolerance)
        }
    }
}
