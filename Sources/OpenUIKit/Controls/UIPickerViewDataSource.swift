import Foundation

/// What a picker view asks about its shape: how many wheels (components) it has and how many
/// rows each holds, as UIKit's `UIPickerViewDataSource`.
///
/// Both methods are required, as in UIKit. The picker asks when it first lays out and again
/// at `reloadAllComponents()` or `reloadComponent(_:)`, and keeps the answers until then.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// How many components (side-by-side wheels) `pickerView` shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows the wheel `component` holds.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
