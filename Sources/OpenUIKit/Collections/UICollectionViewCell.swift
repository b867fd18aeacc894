import Foundation

/// One item's view in a collection view: a content view for the app's subviews, optional
/// background views, and the selected and highlighted states the collection view sets.
///
/// Add subviews to ``contentView``, not to the cell. A self-sizing cell (a flow layout with
/// an estimated item size) is measured with Auto Layout: the content view's constraints
/// decide the size, or an override of `preferredLayoutAttributesFitting(_:)` does.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in, above the background views.
    public let contentView: UIView

    /// A view behind everything else in the cell.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            installBackgrounds()
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            installBackgrounds()
        }
    }

    /// Whether the cell is selected; the collection view sets it as the selection changes.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }

    /// Whether the cell is highlighted (touched down on); the collection view sets it.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// The storyboard segue selecting the cell's item performs, if any.
    var storyboardSelectionSegue: (() -> Void)?

    /// A cell with a frame.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpContentView()
    }

    /// A cell decoded from a storyboard; its content view is decoded with it when the file has one.
    public required init?(coder: NSCoder) {
        let decoded = UICollectionViewCell.decodedContentView(from: coder)
        contentView = decoded ?? UIView(frame: .zero)
        super.init(coder: coder)
        if decoded == nil { contentView.frame = bounds }
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Clears the selection and highlight, as UIKit's cell does before reuse.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// The size the content view's constraints want, starting from the layout's size, when the
    /// content view has subviews placed by Auto Layout; otherwise the layout's attributes.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let usesAutoLayout = contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard usesAutoLayout, let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        let fitted = contentView.systemLayoutSizeFitting(layoutAttributes.size)
        copy.frame = CGRect(origin: layoutAttributes.frame.origin, size: fitted)
        return copy
    }

    /// Keeps the background views behind the content and sized to the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
    }

    private func installBackgrounds() {
        if let backgroundView {
            backgroundView.frame = bounds
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(backgroundView, at: 0)
        }
        if let selectedBackgroundView {
            selectedBackgroundView.frame = bounds
            selectedBackgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(selectedBackgroundView, belowSubview: contentView)
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
