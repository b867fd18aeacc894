import Foundation

/// The "show touches" layer: a spot under each finger, above everything else in the window,
/// for demos on a projector or a screen recording.
///
/// It is an ordinary view on top of the window's subviews that ignores hit testing. Each
/// spot is a small subview drawn once; a moving finger only moves its spot, so showing
/// touches costs two small damaged rectangles per finger per frame and no redrawing.
/// The window's `ShowTouchesObserver` makes it and hands it the spots after every input.
@MainActor
final class TouchOverlayView: UIView {
    /// One spot to show, in window points.
    struct Spot: Equatable {
        enum Style: Equatable {
            /// A finger on the glass: a filled disc.
            case finger
            /// Where a finger would land (Alt held over the window): a ring only.
            case hover
        }

        var location: CGPoint
        var style: Style
    }

    /// The spots' diameter in points: about a fingertip's contact patch, as iOS draws it.
    static let spotDiameter: CGFloat = 44

    private var fingerSpots: [TouchSpotView] = []
    private var hoverSpots: [TouchSpotView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// Invisible to touches, see-through, and always the size of the window.
    private func configure() {
        isUserInteractionEnabled = false
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// The spots shown now.
    var spots: [Spot] {
        (fingerSpots + hoverSpots).filter { !$0.isHidden }.map { Spot(location: $0.center, style: $0.style) }
    }

    /// Shows exactly `spots`, reusing the spot views already made.
    func show(_ spots: [Spot]) {
        place(spots.filter { $0.style == .finger }.map(\.location), in: &fingerSpots, style: .finger)
        place(spots.filter { $0.style == .hover }.map(\.location), in: &hoverSpots, style: .hover)
    }

    private func place(_ locations: [CGPoint], in pool: inout [TouchSpotView], style: Spot.Style) {
        while pool.count < locations.count {
            let d = TouchOverlayView.spotDiameter
            let spot = TouchSpotView(frame: CGRect(x: 0, y: 0, width: d, height: d), style: style)
            addSubview(spot)
            pool.append(spot)
        }
        for (index, spot) in pool.enumerated() {
            if index < locations.count {
                let location = convert(locations[index], from: nil)
                if spot.center != location { spot.center = location }
                if spot.isHidden { spot.isHidden = false }
            } else if !spot.isHidden {
                spot.isHidden = true
            }
        }
    }
}
