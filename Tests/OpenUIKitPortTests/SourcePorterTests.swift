import Testing
@testable import OpenUIKitPort

@Suite("Porting a whole file")
struct SourcePorterTests {
    /// A CS193p-style controller with every kind of edit.
    static let faceViewController = """
        import UIKit

        class FaceViewController: UIViewController {
            @IBOutlet weak var faceView: FaceView! {
                didSet {
                    let handler = #selector(FaceView.changeScale(byReactingTo:))
                    let pinchRecognizer = UIPinchGestureRecognizer(target: faceView, action: handler)
                    faceView.addGestureRecognizer(pinchRecognizer)
                    let tapRecognizer = UITapGestureRecognizer(target: self, action: #selector(toggleEyes(byReactingTo:)))
                    tapRecognizer.numberOfTapsRequired = 1
                    faceView.addGestureRecognizer(tapRecognizer)
                }
            }

            @objc func toggleEyes(byReactingTo tapRecognizer: UITapGestureRecognizer) {
                if tapRecognizer.state == .ended {
                    expression = expression.toggled
                }
            }
        }

        """

    @Test func theFaceViewController() throws {
        let expected = """
            import OpenUIKit

            class FaceViewController: UIViewController {
                weak var faceView: FaceView! {
                    didSet {
                        let handler = Selector(FaceView.changeScale(byReactingTo:))
                        let pinchRecognizer = UIPinchGestureRecognizer(target: faceView, action: handler)
                        faceView.addGestureRecognizer(pinchRecognizer)
                        let tapRecognizer = UITapGestureRecognizer(target: self, action: Selector(FaceViewController.toggleEyes(byReactingTo:)))
                        tapRecognizer.numberOfTapsRequired = 1
                        faceView.addGestureRecognizer(tapRecognizer)
                    }
                }

                func toggleEyes(byReactingTo tapRecognizer: UITapGestureRecognizer) {
                    if tapRecognizer.state == .ended {
                        expression = expression.toggled
                    }
                }
            }

            """
        let result = try SourcePorter().port(Self.faceViewController, path: "FaceViewController.swift")
        #expect(result.rewritten == expected)
        #expect(result.edits.map(\.line) == [1, 4, 6, 9, 15])
        #expect(result.isChanged)
    }

    @Test func aSecondRunMakesNoEdits() throws {
        let first = try SourcePorter().port(Self.faceViewController)
        let second = try SourcePorter().port(first.rewritten)
        #expect(second.edits.isEmpty)
        #expect(second.rewritten == first.rewritten)
        #expect(!second.isChanged)
    }

    @Test func aFileThatDoesNotParseIsReportedWithItsPosition() {
        let source = "class A {\n    func f( {\n}\n"
        #expect(throws: PortSyntaxError.self) { try SourcePorter().port(source, path: "Broken.swift") }
        do {
            _ = try SourcePorter().port(source, path: "Broken.swift")
        } catch {
            #expect(error.path == "Broken.swift")
            #expect(error.line == 2)
            #expect(error.column > 0)
            #expect(error.description.hasPrefix("Broken.swift:2:"))
        }
    }

    @Test func aBrokenFileDoesNotStopTheOthers() throws {
        let results = SourcePorter().port([
            SourcePorter.Source(path: "Good.swift", text: "import UIKit\n"),
            SourcePorter.Source(path: "Bad.swift", text: "let = \n"),
        ])
        #expect(try results[0].get().rewritten == "import OpenUIKit\n")
        #expect(throws: PortSyntaxError.self) { try results[1].get() }
    }

    @Test func longSnippetsAreCut() throws {
        let long = String(repeating: "x", count: 300)
        let result = try SourcePorter().port("class A {\n    @objc func \(long)() {}\n}\n")
        let edit = try #require(result.edits.first)
        #expect(edit.before.count == SourcePorter.snippetCharacterLimit)
        #expect(edit.before.hasSuffix("…"))
    }

    @Test func anEmptyFileIsFine() throws {
        #expect(try SourcePorter().port("").rewritten == "")
    }
}
