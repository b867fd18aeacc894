import Foundation
@testable import OpenUIKit

// The PlayingCard fixture storyboard's classes, written as the 2017 CS193p lecture writes
// them and ported as `openuikit-port` ports them: the @IBInspectable, @IBOutlet and @IBAction
// marks removed, and the tables it generates at the end of each class's file.

/// What the storyboard's objects did, in order, for the loading-order tests.
@MainActor
enum StoryboardTranscript {
    static var events: [String] = []
}

class PlayingCardView: UIView {
    var rank: Int = 5 { didSet { StoryboardTranscript.events.append("card.rank = \(rank)"); setNeedsDisplay(); setNeedsLayout() } }
    var suit: String = "♠️" { didSet { setNeedsDisplay(); setNeedsLayout() } }
    var isFaceUp: Bool = false { didSet { setNeedsDisplay(); setNeedsLayout() } }
    var faceCardScale: CGFloat = 0.6 { didSet { setNeedsDisplay() } }
    var cornerColor: UIColor = .black { didSet { setNeedsDisplay(); setNeedsLayout() } }
    var pipInset: CGSize = .zero { didSet { setNeedsDisplay() } }

    required init?(coder: NSCoder) {
        StoryboardTranscript.events.append("card.init(coder:)")
        super.init(coder: coder)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardTranscript.events.append("card.awakeFromNib recognizers=\(gestureRecognizers?.count ?? 0)")
    }

    func adjustFaceCardScale(recognizer: UIPinchGestureRecognizer) {
        switch recognizer.state {
        case .changed, .ended:
            faceCardScale *= recognizer.scale
            recognizer.scale = 1.0
        default: break
        }
    }

    private var rankString: String {
        switch rank {
        case 1: return "A"
        case 2...10: return String(rank)
        case 11: return "J"
        case 12: return "Q"
        case 13: return "K"
        default: return "?"
        }
    }

    private func centeredAttributedString(_ string: String, fontSize: CGFloat) -> NSAttributedString {
        let paragraphStyle = NSMutableParagraphStyle()
        paragraphStyle.alignment = .center
        let font = UIFont.systemFont(ofSize: fontSize)
        return NSAttributedString(string: string, attributes: [.paragraphStyle: paragraphStyle, .font: font, .foregroundColor: cornerColor])
    }

    private var cornerString: NSAttributedString {
        centeredAttributedString(rankString + "\n" + suit, fontSize: cornerFontSize)
    }

    private lazy var upperLeftCornerLabel = createCornerLabel()
    private lazy var lowerRightCornerLabel = createCornerLabel()

    private func createCornerLabel() -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        addSubview(label)
        return label
    }

    private func configureCornerLabel(_ label: UILabel) {
        label.attributedText = cornerString
        label.frame.size = CGSize.zero
        label.sizeToFit()
        label.isHidden = !isFaceUp
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        configureCornerLabel(upperLeftCornerLabel)
        upperLeftCornerLabel.frame.origin = bounds.origin.offsetBy(dx: cornerOffset, dy: cornerOffset)
        configureCornerLabel(lowerRightCornerLabel)
        lowerRightCornerLabel.transform = CGAffineTransform.identity
            .translatedBy(x: lowerRightCornerLabel.frame.size.width, y: lowerRightCornerLabel.frame.size.height)
            .rotated(by: CGFloat.pi)
        lowerRightCornerLabel.frame.origin = CGPoint(x: bounds.maxX, y: bounds.maxY)
            .offsetBy(dx: -cornerOffset, dy: -cornerOffset)
            .offsetBy(dx: -lowerRightCornerLabel.frame.size.width, dy: -lowerRightCornerLabel.frame.size.height)
    }

    override func draw(_ rect: CGRect) {
        let roundedRect = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius)
        roundedRect.addClip()
        UIColor.white.setFill()
        roundedRect.fill()
        if isFaceUp {
            // The lecture draws the face card's picture from its assets; this card has none,
            // so its face is the rank and suit, large, at `faceCardScale` of the card.
            let face = centeredAttributedString(rankString + "\n" + suit, fontSize: bounds.height * faceCardScale / 3)
            let faceRect = bounds.insetBy(dx: pipInset.width, dy: pipInset.height)
            let size = face.size()
            face.draw(in: CGRect(x: faceRect.midX - size.width / 2, y: faceRect.midY - size.height / 2, width: size.width, height: size.height))
        } else {
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: bounds.insetBy(dx: cornerOffset, dy: cornerOffset), cornerRadius: cornerRadius).fill()
        }
    }
}

extension PlayingCardView {
    private struct SizeRatio {
        static let cornerFontSizeToBoundsHeight: CGFloat = 0.085
        static let cornerRadiusToBoundsHeight: CGFloat = 0.06
        static let cornerOffsetToCornerRadius: CGFloat = 0.33
    }
    private var cornerRadius: CGFloat { bounds.size.height * SizeRatio.cornerRadiusToBoundsHeight }
    private var cornerOffset: CGFloat { cornerRadius * SizeRatio.cornerOffsetToCornerRadius }
    private var cornerFontSize: CGFloat { bounds.size.height * SizeRatio.cornerFontSizeToBoundsHeight }
}

extension CGPoint {
    fileprivate func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint {
        CGPoint(x: x + dx, y: y + dy)
    }
}

// MARK: Generated by openuikit-port from the Interface Builder marks it removed from this file.
extension PlayingCardView: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(
            for: PlayingCardView.self,
            inspectables: [
                .inspectable("rank", \.rank),
                .inspectable("suit", \.suit),
                .inspectable("isFaceUp", \.isFaceUp),
                .inspectable("faceCardScale", \.faceCardScale),
                .inspectable("cornerColor", \.cornerColor),
                .inspectable("pipInset", \.pipInset),
            ],
            actions: [
                "adjustFaceCardScaleWithRecognizer:": Selector(PlayingCardView.adjustFaceCardScale(recognizer:)),
            ])
    }
}

class ViewController: UIViewController {
    static let tableGreen = UIColor(red: 0, green: 0.4, blue: 0.2, alpha: 1)
    var flips = 0
    var swipes = 0

    weak var playingCardView: PlayingCardView! {
        didSet { StoryboardTranscript.events.append("controller.playingCardView set") }
    }

    required init?(coder: NSCoder) {
        StoryboardTranscript.events.append("controller.init(coder:)")
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardTranscript.events.append("controller.awakeFromNib card=\(playingCardView == nil ? "nil" : "set")")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        StoryboardTranscript.events.append("controller.viewDidLoad")
        // A card table's green, so the white card stands out from the root view.
        view.backgroundColor = ViewController.tableGreen
    }

    func flipCard(_ sender: UITapGestureRecognizer) {
        switch sender.state {
        case .ended:
            flips += 1
            playingCardView.isFaceUp = !playingCardView.isFaceUp
        default: break
        }
    }

    func nextCard(_ sender: UISwipeGestureRecognizer) {
        swipes += 1
        playingCardView.rank = playingCardView.rank % 13 + 1
    }
}

// MARK: Generated by openuikit-port from the Interface Builder marks it removed from this file.
extension ViewController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(
            for: ViewController.self,
            outlets: [
                .outlet("playingCardView", \.playingCardView),
            ],
            actions: [
                "flipCard:": Selector(ViewController.flipCard(_:)),
                "nextCard:": Selector(ViewController.nextCard(_:)),
            ])
    }
}
