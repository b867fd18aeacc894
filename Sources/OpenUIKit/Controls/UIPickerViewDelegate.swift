import Foundation

/// What a picker view asks about its rows' size and content, and tells when the user picks a
/// row, as UIKit's `UIPickerViewDelegate`.
///
/// Every method is optional, as in UIKit: the extension below gives each a default. A
/// picker shows a row's view when the delegate implements
/// `pickerView(_:viewForRow:forComponent:reusing:)`, else its attributed title, else its title,
/// else "?" (what UIKit draws for a row with nothing to show). The defaults for the width,
/// the row height and the view tell the picker that they answered, so it can tell (as UIKit
/// asks `respondsToSelector:`) that the delegate does not implement them.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The width of the wheel `component`, in points (the picker shares its width equally
    /// when not implemented).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of each row of `component`, in points (32 when not implemented).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The text of a row, drawn in the picker's font when no attributed title is given.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled text of a row; preferred to the plain title when not nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view shown for a row; `view` is one the wheel showed before and no longer needs,
    /// to reuse, or nil.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user brought `row` of `component` to rest in the middle of its wheel; not sent for
    /// `selectRow(_:inComponent:animated:)` called by the app.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// The picker's share: its width divided equally among the components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.answeredByDefault = true
        return pickerView.equalComponentWidth
    }

    /// UIKit's standard row height, 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        pickerView.answeredByDefault = true
        return UIPickerView.defaultRowHeight
    }

    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }

    /// No attributed title: the plain title is used.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }

    /// The picker's own row: a label showing the title (or "?").
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.answeredByDefault = true
        return pickerView.titleView(forRow: row, inComponent: component, reusing: view)
    }

    /// Nothing to do.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
