import Foundation

/// The keys storyboards set on picker views.
extension InterfaceBuilderKeys {
    /// A picker view's outlets: its data source and its delegate.
    static let pickerView = InterfaceBuilderKeys(
        for: UIPickerView.self,
        outlets: [.outlet("dataSource", \UIPickerView.dataSource), .outlet("delegate", \UIPickerView.delegate)])
}
