import Foundation

/// A view controller whose view is a collection view, acting as its data source and delegate.
///
/// Subclass it and override the data source's methods (`numberOfSections(in:)`,
/// `collectionView(_:numberOfItemsInSection:)`, `collectionView(_:cellForItemAt:)`) and the
/// delegate's you need, as UIKit's template does. Made in code, it makes its collection view
/// with the layout given to ``init(collectionViewLayout:)``; from a storyboard, the scene's
/// `<collectionView>` is the view.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layoutForLoading: UICollectionViewLayout
    private var storedCollectionView: UICollectionView?

    /// Whether the selection is cleared each time the view is about to appear. True by default.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutForLoading = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller made from a nib, or with a flow layout when there is none.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layoutForLoading = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from a storyboard; its collection view comes from the scene.
    public required init?(coder: NSCoder) {
        layoutForLoading = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the root view (loaded when first asked for) unless one was set.
    open var collectionView: UICollectionView! {
        get {
            if let storedCollectionView { return storedCollectionView }
            loadViewIfNeeded()
            return storedCollectionView ?? viewIfLoaded as? UICollectionView
        }
        set {
            storedCollectionView = newValue
            if let newValue {
                connect(newValue)
                if !isViewLoaded || viewIfLoaded is UICollectionView { view = newValue }
            }
        }
    }

    /// The collection view's layout (the one the controller was made with until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        (storedCollectionView ?? viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? layoutForLoading
    }

    /// Loads the scene's collection view, or makes one as big as the screen with the layout,
    /// and makes the controller its data source and delegate where none is set.
    open override func loadView() {
        if let storedCollectionView {
            view = storedCollectionView
            return
        }
        if loadViewFromInterfaceBuilder() {
            if let loaded = viewIfLoaded as? UICollectionView {
                connect(loaded)
                return
            }
            // UIKit requires a collection view here; a plain view from a nib or scene is replaced.
            Diagnostics.warn("\(type(of: self)) loaded a root view that is not a UICollectionView; a collection view replaces it")
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutForLoading)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        connect(collectionView)
        view = collectionView
    }

    private func connect(_ collectionView: UICollectionView) {
        if collectionView.dataSource == nil { collectionView.dataSource = self }
        if collectionView.delegate == nil { collectionView.delegate = self }
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` says so.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? UICollectionView ?? storedCollectionView {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
    }

    // MARK: Data source (override these)

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items; override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Reports that a subclass reports items but makes no cells (UIKit raises an exception),
    /// and answers a plain cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        Diagnostics.warn("\(type(of: self)) reports items but does not override collectionView(_:cellForItemAt:); plain cells are shown",
                         once: "UICollectionViewController.cellForItemAt.\(type(of: self))")
        return UICollectionViewCell(frame: .zero)
    }

    /// Reports a supplementary view the subclass does not make, and answers an empty view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        Diagnostics.warn("the layout asked \(type(of: self)) for a supplementary view of kind \(MessageText.quoted(kind)), but it does not override collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view is shown",
                         once: "UICollectionViewController.supplementary.\(type(of: self)).\(kind)")
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: Delegate (override what you need)

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
