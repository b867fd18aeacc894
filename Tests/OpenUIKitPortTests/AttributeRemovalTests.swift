import Testing
@testable import OpenUIKitPort

@Suite("Objective-C and Interface Builder attributes")
struct AttributeRemovalTests {
    @Test func outletsKeepWeakAndTheImplicitUnwrap() throws {
        let source = """
            class FaceViewController: UIViewController {
                @IBOutlet weak var faceView: FaceView!
                @IBOutlet private var scoreLabel: UILabel!
                @IBOutlet var cardButtons: [UIButton]!
                @IBOutlet
                weak var countLabel: UILabel?
            }

            """
        let expected = """
            class FaceViewController: UIViewController {
                weak var faceView: FaceView!
                private var scoreLabel: UILabel!
                var cardButtons: [UIButton]!
                weak var countLabel: UILabel?
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func severalAttributesOnOneLine() throws {
        let source = """
            class ViewController: UIViewController {
                @IBAction @objc private func touchCard(_ sender: UIButton) {}
                @MainActor @objc func refresh() {}
                @objc dynamic var score = 0
                @IBAction @objc
                private func newGame() {}
            }

            """
        let expected = """
            class ViewController: UIViewController {
                private func touchCard(_ sender: UIButton) {}
                @MainActor func refresh() {}
                dynamic var score = 0
                private func newGame() {}
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func objcWithASpaceAfterTheAtSign() throws {
        let source = "class A {\n    @ objc func f() {}\n    @ objc\n    func g() {}\n}\n"
        #expect(try rewritten(source) == "class A {\n    func f() {}\n    func g() {}\n}\n")
    }

    @Test func objcWithACustomName() throws {
        let source = """
            class PlayingCardView: UIView {
                @objc(adjustFaceCardScaleWith:) func adjustFaceCardScale(byHandlingGestureRecognizedBy recognizer: UIPinchGestureRecognizer) {}
                @objc(flip)
                func flipCard() {}
            }

            """
        let expected = """
            class PlayingCardView: UIView {
                func adjustFaceCardScale(byHandlingGestureRecognizedBy recognizer: UIPinchGestureRecognizer) {}
                func flipCard() {}
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func classAttributes() throws {
        let source = """
            @IBDesignable
            class FaceView: UIView {
                @IBInspectable
                var scale: CGFloat = 0.9
                @IBInspectable var lineWidth: CGFloat = 5.0
            }

            @objcMembers class Model: NSObject {}
            @objc protocol Flippable {}

            """
        let expected = """
            class FaceView: UIView {
                var scale: CGFloat = 0.9
                var lineWidth: CGFloat = 5.0
            }

            class Model: NSObject {}
            protocol Flippable {}

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func commentsAroundADroppedAttributeStay() throws {
        let source = """
            class A {
                /// Flips the card.
                @objc // called by the tap
                func flip() {}
                @objc /* from IB */ func g() {}
            }

            """
        let expected = """
            class A {
                /// Flips the card.
                // called by the tap
                func flip() {}
                /* from IB */ func g() {}
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func windowsLineEndingsStay() throws {
        let source = "class A {\r\n    @objc\r\n    func f() {}\r\n    @IBOutlet weak var v: UIView!\r\n}\r\n"
        #expect(try rewritten(source) == "class A {\r\n    func f() {}\r\n    weak var v: UIView!\r\n}\r\n")
    }

    @Test func attributesInCommentsAndStringsStay() throws {
        let source = """
            class A {
                // @objc func old() {}
                /* @IBOutlet weak var v: UIView! */
                let text = "@objc @IBAction"
                let more = \"\"\"
                    @objc func f() {}
                    \"\"\"
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == source)
        #expect(result.edits.isEmpty)
    }

    @Test func otherAttributesStay() throws {
        let source = "@MainActor final class A {\n    @available(iOS 13, *) @discardableResult func f() -> Int { 0 }\n    @nonobjc func g() {}\n}\n"
        #expect(try rewritten(source) == source)
    }

    @Test func optionalRequirementsNeedAHandEdit() throws {
        let source = """
            @objc protocol CardViewDelegate {
                @objc optional func cardWasFlipped()
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == "protocol CardViewDelegate {\n    optional func cardWasFlipped()\n}\n")
        #expect(result.handEdits == [HandEdit(
            line: 2,
            message: "'optional' protocol requirements need Objective-C; give the requirement a default implementation in a protocol extension; fix by hand")])
    }

    @Test func theApplicationMainAttributeBecomesMain() throws {
        let source = "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        #expect(result.edits == [PortEdit(line: 1, before: "@UIApplicationMain", after: "@main")])
        #expect(result.handEdits.isEmpty)
    }

    @Test func editsShowTheRestOfTheLine() throws {
        let source = """
            class A {
                @IBOutlet weak var faceView: FaceView!
                @IBAction @objc private func tap() {}
                @objc
                func f() {}
            }

            """
        let result = try SourcePorter().port(source)
        #expect(result.edits == [
            PortEdit(line: 2, before: "@IBOutlet weak var faceView: FaceView!", after: "weak var faceView: FaceView!"),
            PortEdit(line: 3, before: "@IBAction @objc private func tap() {}", after: "@objc private func tap() {}"),
            PortEdit(line: 3, before: "@objc private func tap() {}", after: "private func tap() {}"),
            PortEdit(line: 4, before: "@objc", after: "(removed)"),
            PortEdit(line: 7, before: "(added)", after: "extension A: InterfaceBuilderKeyed { … }"),
        ])
    }
}
