import Foundation
import OpenUIKit

/// The probe's `--scroll-view` mode: a scroll view over the whole root view, 2000 points of
/// striped content, and a button titled "Press" at (50, 160) in it. Its delegate prints
/// "scroll …" lines for the drag and the deceleration, with the offset.
@MainActor
final class ProbeScrollView: NSObject, UIScrollViewDelegate {
    let scrollView: UIScrollView

    init(in root: UIView) {
        scrollView = UIScrollView(frame: root.bounds)
        super.init()
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: root.bounds.width, height: 2000)
        for stripe in 0..<20 where stripe.isMultiple(of: 2) {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(stripe) * 100, width: root.bounds.width, height: 100))
            band.backgroundColor = UIColor(white: 0.9, alpha: 1)
            scrollView.addSubview(band)
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 160, width: 200, height: 60)
        button.setTitle("Press", for: .normal)
        button.addAction(UIAction { _ in emit("scroll button touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in emit("scroll button touchCancel") }, for: .touchCancel)
        scrollView.addSubview(button)
        scrollView.delegate = self
        root.addSubview(scrollView)
    }

    private func offset(_ scrollView: UIScrollView) -> String {
        String(format: "%.1f", Double(scrollView.contentOffset.y))
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        emit("scroll willBeginDragging y=\(offset(scrollView))")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        emit("scroll didEndDragging decelerate=\(decelerate) y=\(offset(scrollView))")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        emit("scroll didEndDecelerating y=\(offset(scrollView))")
    }
}
