import Foundation

/// Updates a search's results: told when the search bar becomes active, on each change the
/// user makes to its text or scope, and when the search ends.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search's text or scope changed, or it began or ended: read
    /// `searchController.searchBar.text` and update what is shown.
    func updateSearchResults(for searchController: UISearchController)
}
