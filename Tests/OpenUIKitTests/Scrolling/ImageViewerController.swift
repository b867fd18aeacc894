import Foundation
import OpenUIKit

// A photo viewer written as UIKit apps write one (the pattern of Apple's "PhotoScroller"
// sample and countless tutorials): a scroll view zooming an image view, the minimum zoom
// fitting the photo, the photo centred while smaller than the view, and a double tap that
// zooms in on the tapped point or back out. Nothing here knows it runs on OpenUIKit, but for
// the selector: `#selector(handleDoubleTap(_:))` as the port tool rewrites it.

/// Shows one image, scrollable and zoomable.
final class ImageViewerController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView()
    private let image: UIImage
    /// Whether the photo was fitted once: it opens fitted, then keeps the user's zoom.
    private var hasFittedPhoto = false

    init(image: UIImage) {
        self.image = image
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        image = UIImage()
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.indicatorStyle = .white
        scrollView.contentInsetAdjustmentBehavior = .never
        view.addSubview(scrollView)

        imageView.image = image
        imageView.frame = CGRect(origin: .zero, size: image.size)
        scrollView.addSubview(imageView)
        scrollView.contentSize = image.size

        let doubleTap = UITapGestureRecognizer(target: self, action: Selector(ImageViewerController.handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateZoomLimits()
    }

    /// The smallest zoom shows the whole photo; the largest, three times its pixels.
    private func updateZoomLimits() {
        let size = scrollView.bounds.size
        guard image.size.width > 0, image.size.height > 0, size.width > 0 else { return }
        let fit = min(size.width / image.size.width, size.height / image.size.height)
        scrollView.minimumZoomScale = min(fit, 1)
        scrollView.maximumZoomScale = 3
        if !hasFittedPhoto || scrollView.zoomScale < scrollView.minimumZoomScale {
            hasFittedPhoto = true
            scrollView.zoomScale = scrollView.minimumZoomScale
        }
        centerImage()
    }

    /// Keeps a photo smaller than the view in its middle.
    private func centerImage() {
        let size = scrollView.bounds.size
        var frame = imageView.frame
        frame.origin.x = frame.width < size.width ? (size.width - frame.width) / 2 : 0
        frame.origin.y = frame.height < size.height ? (size.height - frame.height) / 2 : 0
        imageView.frame = frame
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            let width = scrollView.bounds.width / scrollView.maximumZoomScale
            let height = scrollView.bounds.height / scrollView.maximumZoomScale
            scrollView.zoom(to: CGRect(x: point.x - width / 2, y: point.y - height / 2, width: width, height: height), animated: true)
        }
    }

    // MARK: UIScrollViewDelegate

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        centerImage()
    }
}
