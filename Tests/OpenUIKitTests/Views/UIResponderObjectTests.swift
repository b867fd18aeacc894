import Foundation
import OpenUIKit
import Testing

/// A subclass written as iOS code writes it: its own designated initializer, and the
/// required `init?(coder:)` that UIKit then asks for.
@MainActor
private final class CardView: UIView {
    var rank: Int

    init(rank: Int) {
        self.rank = rank
        super.init(frame: CGRect(x: 0, y: 0, width: 50, height: 80))
    }

    required init?(coder aDecoder: NSCoder) {
        rank = 1
        super.init(coder: aDecoder)
    }

    private(set) var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

@MainActor
private final class DeckViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// UIKit's responders are `NSObject`s: identity equality and hashing, `classForCoder`,
/// `Bundle(for:)`, `description`.
@MainActor
@Suite struct UIResponderObjectTests {
    @Test func viewsCompareAndHashByIdentity() {
        let a = UIView(), b = UIView()
        #expect(a == a)
        #expect(a != b)
        #expect(a.isEqual(a) && !a.isEqual(b))
        let set: Set<UIView> = [a, b, a]
        #expect(set.count == 2)
        #expect(a.hash == a.hash)
    }

    @Test func subviewsAreFoundByIndex() {
        let parent = UIView()
        let first = UIView(), second = UILabel(), stranger = UIView()
        parent.addSubview(first)
        parent.addSubview(second)
        #expect(parent.subviews.firstIndex(of: second) == 1)
        #expect(parent.subviews.firstIndex(of: stranger) == nil)
        #expect(parent.subviews.contains(first))
    }

    @Test func classForCoderAndBundleAreThoseOfTheClass() {
        let card = CardView(rank: 12)
        #expect(ObjectIdentifier(card.classForCoder) == ObjectIdentifier(CardView.self))
        #expect(Bundle(for: CardView.self).bundlePath.isEmpty == false)
        #expect(card.description.contains("CardView"))
        #expect(card.isKind(of: UIView.self))
        #expect(card.isMember(of: CardView.self) && !card.isMember(of: UIView.self))
    }

    @Test func aSubclassWithItsOwnInitializerAlsoDecodes() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let decoded = try #require(CardView(coder: unarchiver))
        #expect(decoded.rank == 1)
        #expect(decoded.frame == .zero)
        #expect(decoded.isUserInteractionEnabled)
        decoded.awakeFromNib()
        #expect(decoded.awoke)
        // Library views decoded start with the defaults `init(frame:)` gives them.
        let label = try #require(UILabel(coder: unarchiver))
        #expect(!label.isUserInteractionEnabled && !label.isOpaque)
        #expect(DeckViewController(coder: unarchiver) != nil)
    }

    @Test func controllersHaveUIKitsInitializers() {
        let controller = DeckViewController(nibName: nil, bundle: nil)
        #expect(controller.view != nil)
        #expect(UIViewController() != UIViewController())
    }
}
