import Testing
@testable import OpenUIKitPort

@Suite("#selector")
struct SelectorRewriteTests {
    @Test func aBareMethodIsTheEnclosingType() throws {
        let source = """
            class ViewController: UIViewController {
                func viewDidLoad() {
                    let tap = UITapGestureRecognizer(target: self, action: #selector(flipCard))
                    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(nextCard(_:)))
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(self.pan(byReactingTo:)))
                }
                func flipCard() {}
            }

            """
        let expected = """
            class ViewController: UIViewController {
                func viewDidLoad() {
                    let tap = UITapGestureRecognizer(target: self, action: Selector(ViewController.flipCard))
                    let swipe = UISwipeGestureRecognizer(target: self, action: Selector(ViewController.nextCard(_:)))
                    let pan = UIPanGestureRecognizer(target: self, action: Selector(ViewController.pan(byReactingTo:)))
                }
                func flipCard() {}
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func aQualifiedMethodIsOnlyWrapped() throws {
        let source = "let handler = #selector(FaceView.changeScale(byReactingTo:))\n"
        #expect(try rewritten(source) == "let handler = Selector(FaceView.changeScale(byReactingTo:))\n")
    }

    @Test func theReceiversDeclaredTypeFromProperties() throws {
        let source = """
            class PlayingCardViewController: UIViewController {
                @IBOutlet weak var playingCardView: PlayingCardView! {
                    didSet {
                        let pinch = UIPinchGestureRecognizer(target: playingCardView, action: #selector(playingCardView.adjustFaceCardScale(byHandlingGestureRecognizedBy:)))
                        playingCardView.addGestureRecognizer(pinch)
                    }
                }
                var deck = PlayingCardDeck()
                weak var delegateView: DelegateView?
                private lazy var engine = Engine.init(seed: 1)
                var other: Optional<OtherView>

                func wire() {
                    _ = #selector(deck.draw)
                    _ = #selector(delegateView.reload)
                    _ = #selector(self.engine.run(_:))
                    _ = #selector(other.show)
                }
            }

            """
        let expected = """
            class PlayingCardViewController: UIViewController {
                weak var playingCardView: PlayingCardView! {
                    didSet {
                        let pinch = UIPinchGestureRecognizer(target: playingCardView, action: Selector(PlayingCardView.adjustFaceCardScale(byHandlingGestureRecognizedBy:)))
                        playingCardView.addGestureRecognizer(pinch)
                    }
                }
                var deck = PlayingCardDeck()
                weak var delegateView: DelegateView?
                private lazy var engine = Engine.init(seed: 1)
                var other: Optional<OtherView>

                func wire() {
                    _ = Selector(PlayingCardDeck.draw)
                    _ = Selector(DelegateView.reload)
                    _ = Selector(Engine.run(_:))
                    _ = Selector(OtherView.show)
                }
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func theReceiversDeclaredTypeFromLocalsAndParameters() throws {
        let source = """
            class Controller {
                func attach(to cardView: CardView, label: UILabel?) {
                    let face: FaceView = makeFace()
                    var recognizer = UITapGestureRecognizer()
                    let alias = cardView
                    _ = #selector(cardView.flip)
                    _ = #selector(label.sizeToFit)
                    _ = #selector(face.changeScale(byReactingTo:))
                    _ = #selector(recognizer.reset)
                    _ = #selector(alias.flip)
                    if let view = optionalView as? PlayingCardView {
                        _ = #selector(view.flip)
                    }
                    guard let other: CardView = find() else { return }
                    _ = #selector(other.flip)
                    for item: ItemView in items {
                        _ = #selector(item.select)
                    }
                }
            }

            """
        let expected = """
            class Controller {
                func attach(to cardView: CardView, label: UILabel?) {
                    let face: FaceView = makeFace()
                    var recognizer = UITapGestureRecognizer()
                    let alias = cardView
                    _ = Selector(CardView.flip)
                    _ = Selector(UILabel.sizeToFit)
                    _ = Selector(FaceView.changeScale(byReactingTo:))
                    _ = Selector(UITapGestureRecognizer.reset)
                    _ = Selector(CardView.flip)
                    if let view = optionalView as? PlayingCardView {
                        _ = Selector(PlayingCardView.flip)
                    }
                    guard let other: CardView = find() else { return }
                    _ = Selector(CardView.flip)
                    for item: ItemView in items {
                        _ = Selector(ItemView.select)
                    }
                }
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func aLocalShadowsAProperty() throws {
        let source = """
            class A {
                var view = FaceView()
                func f() {
                    let view = CardView()
                    _ = #selector(view.flip)
                }
                func g() {
                    _ = #selector(view.smile)
                }
            }

            """
        let expected = """
            class A {
                var view = FaceView()
                func f() {
                    let view = CardView()
                    _ = Selector(CardView.flip)
                }
                func g() {
                    _ = Selector(FaceView.smile)
                }
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func anUntypedClosureParameterHidesAProperty() throws {
        let source = """
            class A {
                var view = FaceView()
                func f() {
                    cards.forEach { view in _ = #selector(view.flip) }
                    cards.forEach { (view) in _ = #selector(view.flip) }
                }
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == source)
        #expect(result.handEdits.map(\.line) == [4, 5])
    }

    @Test func insideClosures() throws {
        let source = """
            class ViewController: UIViewController {
                func viewDidLoad() {
                    DispatchQueue.main.async {
                        self.view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.tapped)))
                    }
                    let makeAction = { (card: CardView) in
                        UIPanGestureRecognizer(target: card, action: #selector(card.pan(_:)))
                    }
                    let selectors = [1, 2].map { _ in #selector(tapped) }
                    let last = { #selector(tapped) }
                }
            }

            """
        let expected = """
            class ViewController: UIViewController {
                func viewDidLoad() {
                    DispatchQueue.main.async {
                        self.view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(ViewController.tapped)))
                    }
                    let makeAction = { (card: CardView) in
                        UIPanGestureRecognizer(target: card, action: Selector(CardView.pan(_:)))
                    }
                    let selectors = [1, 2].map { _ in Selector(ViewController.tapped) }
                    let last = { Selector(ViewController.tapped) }
                }
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func storedInProperties() throws {
        let source = """
            class ViewController: UIViewController {
                lazy var tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                var action: Selector? = #selector(ViewController.tapped)
                let pinchAction = #selector(FaceView.changeScale(byReactingTo:))
                static let swipe: Selector = #selector(swiped(_:))
            }

            """
        let expected = """
            class ViewController: UIViewController {
                lazy var tap = UITapGestureRecognizer(target: self, action: Selector(ViewController.tapped))
                var action: Selector? = Selector(ViewController.tapped)
                let pinchAction = Selector(FaceView.changeScale(byReactingTo:))
                static let swipe: Selector = Selector(ViewController.swiped(_:))
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func genericTypes() throws {
        let source = """
            class Container<Element>: UIView {
                var box: Box<Element>!
                let numbers = Box<Int>()
                func wire() {
                    _ = #selector(reload)
                    _ = #selector(box.open)
                    _ = #selector(numbers.open)
                    _ = #selector(Container<Int>.reload)
                }
            }

            """
        let expected = """
            class Container<Element>: UIView {
                var box: Box<Element>!
                let numbers = Box<Int>()
                func wire() {
                    _ = Selector(Container.reload)
                    _ = Selector(Box<Element>.open)
                    _ = Selector(Box<Int>.open)
                    _ = Selector(Container<Int>.reload)
                }
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func nestedTypes() throws {
        let source = """
            class Outer {
                class Inner: UIView {
                    var grip = Grip()
                    func wire() {
                        _ = #selector(tapped)
                        _ = #selector(grip.hold)
                    }
                }
                struct Grip {}
            }
            extension Outer.Inner {
                func more() { _ = #selector(tapped) }
            }
            extension Outer {
                final class Deeper {
                    func wire() { _ = #selector(tapped) }
                }
            }

            """
        let expected = """
            class Outer {
                class Inner: UIView {
                    var grip = Grip()
                    func wire() {
                        _ = Selector(Outer.Inner.tapped)
                        _ = Selector(Grip.hold)
                    }
                }
                struct Grip {}
            }
            extension Outer.Inner {
                func more() { _ = Selector(Outer.Inner.tapped) }
            }
            extension Outer {
                final class Deeper {
                    func wire() { _ = Selector(Outer.Deeper.tapped) }
                }
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func extensionsUseTheClassBodysProperties() throws {
        let source = """
            class FaceViewController: UIViewController {
                @IBOutlet weak var faceView: FaceView!
            }

            extension FaceViewController {
                func addRecognizers() {
                    faceView.addGestureRecognizer(UIPinchGestureRecognizer(target: faceView, action: #selector(faceView.changeScale(byReactingTo:))))
                    faceView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleEyes(byReactingTo:))))
                }
            }

            """
        let expected = """
            class FaceViewController: UIViewController {
                weak var faceView: FaceView!
            }

            extension FaceViewController {
                func addRecognizers() {
                    faceView.addGestureRecognizer(UIPinchGestureRecognizer(target: faceView, action: Selector(FaceView.changeScale(byReactingTo:))))
                    faceView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(FaceViewController.toggleEyes(byReactingTo:))))
                }
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func propertiesFromOtherFilesAndSuperclasses() throws {
        let base = SourcePorter.Source(path: "Base.swift", text: """
            class CardGameViewController: UIViewController {
                var cardView = PlayingCardView()
                var game: Concentration!
            }

            """)
        let game = SourcePorter.Source(path: "Game.swift", text: """
            class Concentration {
                var deck: PlayingCardDeck
            }

            """)
        let controller = SourcePorter.Source(path: "Controller.swift", text: """
            final class ConcentrationViewController: CardGameViewController {
                func wire() {
                    _ = #selector(cardView.flip)
                    _ = #selector(super.viewDidLoad)
                    _ = #selector(self.game.deck.shuffle)
                }
            }

            """)
        let results = try SourcePorter().port([base, game, controller]).map { try $0.get() }
        #expect(results[2].rewritten == """
            final class ConcentrationViewController: CardGameViewController {
                func wire() {
                    _ = Selector(PlayingCardView.flip)
                    _ = Selector(CardGameViewController.viewDidLoad)
                    _ = Selector(PlayingCardDeck.shuffle)
                }
            }

            """)
    }

    @Test func accessorValues() throws {
        let source = """
            class A {
                var faceView: FaceView? {
                    didSet { _ = #selector(oldValue.reset) }
                    willSet { _ = #selector(newValue.prepare) }
                }
            }

            """
        let expected = """
            class A {
                var faceView: FaceView? {
                    didSet { _ = Selector(FaceView.reset) }
                    willSet { _ = Selector(FaceView.prepare) }
                }
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func labelsStayExactlyAsWritten() throws {
        let source = "extension FaceView {\n    func f() { _ = #selector(changeScale(byReactingTo:)); _ = #selector(move(_:by:)) }\n}\n"
        let expected = "extension FaceView {\n    func f() { _ = Selector(FaceView.changeScale(byReactingTo:)); _ = Selector(FaceView.move(_:by:)) }\n}\n"
        #expect(try rewritten(source) == expected)
    }

    @Test func selectorsInCommentsAndStringsStay() throws {
        let source = """
            class A {
                // UITapGestureRecognizer(target: self, action: #selector(tapped))
                /// Wire it with `#selector(A.tapped)`.
                let help = "use #selector(tapped)"
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == source)
        #expect(result.edits.isEmpty)
        #expect(result.handEdits.isEmpty)
    }

    @Test func propertySelectorsNeedAHandEdit() throws {
        let source = """
            class A {
                var score = 0
                func f() {
                    _ = #selector(getter: score)
                    _ = #selector(setter: A.score)
                }
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == source)
        #expect(result.edits.isEmpty)
        #expect(result.handEdits == [
            HandEdit(line: 4, message: "#selector(getter: score): OpenUIKit's Selector names methods only, not a property's getter; fix by hand"),
            HandEdit(line: 5, message: "#selector(setter: A.score): OpenUIKit's Selector names methods only, not a property's setter; fix by hand"),
        ])
    }

    @Test func anUnknownReceiverNeedsAHandEdit() throws {
        let source = """
            class A {
                func f() {
                    _ = #selector(view.setNeedsDisplay)
                    _ = #selector(makeView().flip)
                }
            }
            let top = #selector(tapped)

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == source)
        #expect(result.handEdits == [
            HandEdit(line: 3, message: "cannot resolve the type of 'view' in #selector(view.setNeedsDisplay); fix by hand"),
            HandEdit(line: 4, message: "cannot resolve the type of 'makeView()' in #selector(makeView().flip); fix by hand"),
            HandEdit(line: 7, message: "cannot find the type that declares 'tapped' in #selector(tapped) (it is outside any type); fix by hand"),
        ])
    }

    @Test func foundationCallsOpenUIKitOverloadsAreRewritten() throws {
        let source = """
            import UIKit

            class Clock: NSObject {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    let later = Timer(timeInterval: 2, target: self, selector: #selector(tick(_:)), userInfo: "x", repeats: false)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                    perform(#selector(flipBack), with: nil, afterDelay: 0.5)
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(flipBack), object: nil)
                    let link = CADisplayLink(target: self, selector: #selector(step))
                }
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.handEdits == [])
        #expect(result.rewritten == """
            import OpenUIKit

            class Clock: NSObject {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector(Clock.tick), userInfo: nil, repeats: true)
                    let later = Timer(timeInterval: 2, target: self, selector: Selector(Clock.tick(_:)), userInfo: "x", repeats: false)
                    NotificationCenter.default.addObserver(self, selector: Selector(Clock.keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                    perform(Selector(Clock.flipBack), with: nil, afterDelay: 0.5)
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: Selector(Clock.flipBack), object: nil)
                    let link = CADisplayLink(target: self, selector: Selector(Clock.step))
                }
            }

            """)
    }

    @Test func selectorCallsWithoutAnOverloadNeedAHandEdit() throws {
        let source = """
            class Clock {
                func start() {
                    let thread = Thread(target: self, selector: #selector(run), object: nil)
                    perform(#selector(flipBack), with: nil, afterDelay: 0.5, inModes: [.common])
                    if delegate.responds(to: #selector(Delegate.clockDidTick)) {}
                }
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == source)
        let lacks = "an Objective-C API that neither Foundation on Linux nor OpenUIKit's Selector has; use the closure-based API; fix by hand"
        #expect(result.handEdits == [
            HandEdit(line: 3, message: "#selector(run) is passed to 'selector:', \(lacks)"),
            HandEdit(line: 4, message: "#selector(flipBack) is passed to 'perform', \(lacks)"),
            HandEdit(line: 5, message: "#selector(Delegate.clockDidTick) is passed to 'responds', \(lacks)"),
        ])
    }

    /// `perform(_:)`, `perform(_:with:)` and `perform(_:with:with:)` without a delay have
    /// OpenUIKit overloads (NSObject+PerformSelector), so their selectors are rewritten.
    @Test func performWithoutADelayIsRewritten() throws {
        let source = """
            import UIKit

            class Dealer: NSObject {
                var table: TableView!
                func start() {
                    perform(#selector(flipBack))
                    let card = perform(#selector(card(at:)), with: 3)?.takeUnretainedValue()
                    self.perform(#selector(deal(_:to:)), with: card, with: "Ana")
                    table.perform(#selector(TableView.shuffle))
                    table.perform(#selector(table.reload(_:)), with: nil)
                }
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.handEdits == [])
        #expect(result.rewritten == """
            import OpenUIKit

            class Dealer: NSObject {
                var table: TableView!
                func start() {
                    perform(Selector(Dealer.flipBack))
                    let card = perform(Selector(Dealer.card(at:)), with: 3)?.takeUnretainedValue()
                    self.perform(Selector(Dealer.deal(_:to:)), with: card, with: "Ana")
                    table.perform(Selector(TableView.shuffle))
                    table.perform(Selector(TableView.reload(_:)), with: nil)
                }
            }

            """)
    }

    @Test func editsShowTheSelector() throws {
        let source = "class A {\n    func f() { g(action: #selector(tapped)) }\n}\n"
        #expect(try SourcePorter().port(source).edits == [
            PortEdit(line: 2, before: "#selector(tapped)", after: "Selector(A.tapped)"),
        ])
    }
}
