import Foundation

/// A search bar's text field's delegate: turns the field's questions and news into the
/// search bar delegate's, so that the bar's own shape (a `UIView` with a delegate of its
/// own) stays UIKit's.
@MainActor
final class SearchBarFieldCoordinator: NSObject, UITextFieldDelegate {
    private unowned let bar: UISearchBar

    init(bar: UISearchBar) {
        self.bar = bar
        super.init()
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar.fieldDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Return is the keyboard's Search key: the bar's delegate hears, and the field sends no
    /// end-on-exit of its own.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.searchKeyPressed()
        return false
    }
}
