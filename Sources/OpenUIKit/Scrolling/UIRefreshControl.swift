import Foundation

/// The pull-to-refresh control: set it as a scroll view's `refreshControl`, and a pull down
/// past the top far enough starts it (`isRefreshing`, `.valueChanged` sent) with a spinner
/// held above the content until the app calls `endRefreshing()`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height the control takes above the content while refreshing, in points, as iOS's.
    static let height: CGFloat = 60
    /// How far past the top the content must be pulled to start refreshing, in points.
    static let triggerDistance: CGFloat = 110

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    /// Whether a refresh is running (between a pull or `beginRefreshing()` and
    /// `endRefreshing()`).
    open private(set) var isRefreshing = false

    /// A line shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    /// A control of iOS's size; its scroll view places it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureRefreshControl()
    }

    /// A refresh control, as UIKit's designated initializer makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.height))
    }

    /// A refresh control decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureRefreshControl()
    }

    private func configureRefreshControl() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.systemFont(ofSize: 12)
        titleLabel.textColor = .gray
        addSubview(titleLabel)
    }

    /// Tells the control a refresh started in code: the spinner shows and the scroll view
    /// keeps room for it. No `.valueChanged` is sent, as in UIKit.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        (superview as? UIScrollView)?.refreshControlDidChangeState()
    }

    /// Tells the control the refresh finished: the spinner goes and the content moves back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        spinner.alpha = 0
        (superview as? UIScrollView)?.refreshControlDidChangeState()
    }

    /// The content was pulled `distance` points past its top: the spinner fades in with the
    /// pull, and a pull past the trigger starts a refresh by the user.
    func userPulled(_ distance: CGFloat, tracking: Bool) {
        guard !isRefreshing else { return }
        spinner.alpha = Swift.min(1, Swift.max(0, distance / UIRefreshControl.triggerDistance))
        if tracking, distance >= UIRefreshControl.triggerDistance {
            beginRefreshing()
            sendActions(for: .valueChanged)
        }
    }

    /// The spinner in the middle, the title under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let hasTitle = (attributedTitle?.length ?? 0) > 0
        let spinnerSize = spinner.intrinsicContentSize
        spinner.frame = CGRect(x: b.midX - spinnerSize.width / 2, y: b.midY - spinnerSize.height / 2 - (hasTitle ? 8 : 0),
                               width: spinnerSize.width, height: spinnerSize.height)
        titleLabel.frame = hasTitle ? CGRect(x: 0, y: spinner.frame.maxY + 4, width: b.width, height: 16) : .zero
    }
}
