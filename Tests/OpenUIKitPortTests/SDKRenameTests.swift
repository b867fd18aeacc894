import Testing
@testable import OpenUIKitPort

@Suite("Swift 4.2 SDK renames")
struct SDKRenameTests {
    private func rewritten(_ source: String) throws -> String {
        try SourcePorter().port(source).rewritten
    }

    @Test func typesInTypeAndExpressionPositions() throws {
        let source = """
            var state: UIControlState = UIControlState.normal
            let keys: [NSAttributedStringKey: Any] = [NSAttributedStringKey.font: font, NSForegroundColorAttributeName: color]
            func f(_ options: UIViewAnimationOptions, _ axis: UILayoutConstraintAxis?) -> [UIApplicationLaunchOptionsKey: Any] {}
            let style = UIFontTextStyle.body
            let events: UIControlEvents = [.touchUpInside]
            let cell = UITableViewCell(style: UITableViewCellStyle.default, reuseIdentifier: nil)
            let states = Array<UIGestureRecognizerState>()
            let height = UITableViewAutomaticDimension
            layer.lineCap = kCALineCapRound

            """
        let expected = """
            var state: UIControl.State = UIControl.State.normal
            let keys: [NSAttributedString.Key: Any] = [NSAttributedString.Key.font: font, NSAttributedString.Key.foregroundColor: color]
            func f(_ options: UIView.AnimationOptions, _ axis: NSLayoutConstraint.Axis?) -> [UIApplication.LaunchOptionsKey: Any] {}
            let style = UIFont.TextStyle.body
            let events: UIControl.Event = [.touchUpInside]
            let cell = UITableViewCell(style: UITableViewCell.CellStyle.default, reuseIdentifier: nil)
            let states = Array<UIGestureRecognizer.State>()
            let height = UITableView.automaticDimension
            layer.lineCap = CAShapeLayerLineCap.round

            """
        #expect(try rewritten(source) == expected)
    }

    /// A date picker's mode, as Swift 4.2 nested it: `UIDatePickerMode` → `UIDatePicker.Mode`.
    @Test func theDatePickerModeMovesOntoItsClass() throws {
        let source = """
            picker.datePickerMode = UIDatePickerMode.countDownTimer
            func configure(_ mode: UIDatePickerMode) {}

            """
        let expected = """
            picker.datePickerMode = UIDatePicker.Mode.countDownTimer
            func configure(_ mode: UIDatePicker.Mode) {}

            """
        #expect(try rewritten(source) == expected)
    }

    /// The share sheet's, the haptics' and the page view controller's types, as Swift 4.2
    /// nested them in their classes.
    @Test func sharingHapticsAndPagingTypesMoveOntoTheirClasses() throws {
        let source = """
            controller.excludedActivityTypes = [UIActivityType.print, UIActivityType.mail]
            let generator = UIImpactFeedbackGenerator(style: UIImpactFeedbackStyle.heavy)
            func notify(_ type: UINotificationFeedbackType) {}
            let options = [UIPageViewControllerOptionSpineLocationKey: UIPageViewControllerSpineLocation.min.rawValue]

            """
        let expected = """
            controller.excludedActivityTypes = [UIActivity.ActivityType.print, UIActivity.ActivityType.mail]
            let generator = UIImpactFeedbackGenerator(style: UIImpactFeedbackGenerator.FeedbackStyle.heavy)
            func notify(_ type: UINotificationFeedbackGenerator.FeedbackType) {}
            let options = [UIPageViewController.OptionsKey.spineLocation: UIPageViewController.SpineLocation.min.rawValue]

            """
        #expect(try rewritten(source) == expected)
    }

    /// A document-based app's Swift 4 names (CS193p's EmojiArt observes the state change).
    @Test func documentTypesAndTheStateNotificationMoveOntoUIDocument() throws {
        let source = """
            func changed(_ state: UIDocumentState, _ kind: UIDocumentChangeKind, _ operation: UIDocumentSaveOperation) {}
            center.addObserver(forName: .UIDocumentStateChanged, object: document, queue: nil) { _ in }

            """
        let expected = """
            func changed(_ state: UIDocument.State, _ kind: UIDocument.ChangeKind, _ operation: UIDocument.SaveOperation) {}
            center.addObserver(forName: UIDocument.stateChangedNotification, object: document, queue: nil) { _ in }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func stringsCommentsAndMembersOfOtherTypesStay() throws {
        let source = """
            // UIControlState is gone in Swift 4.2
            let name = "UIControlState.normal"
            let other = myThing.UIControlState
            /// NSAttributedStringKey
            let modal: UIModalPresentationStyle = .formSheet

            """
        #expect(try rewritten(source) == source)
    }

    @Test func notificationNamesMoveOntoTheirClasses() throws {
        let source = """
            center.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil) { _ in }
            center.post(name: NSNotification.Name.UIApplicationDidBecomeActive, object: nil)
            let name = Notification.Name.UIKeyboardWillHide
            let mine = MyNames.UIKeyboardWillShow
            let frame = info[UIKeyboardFrameEndUserInfoKey]

            """
        let expected = """
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in }
            center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
            let name = UIResponder.keyboardWillHideNotification
            let mine = MyNames.UIKeyboardWillShow
            let frame = info[UIResponder.keyboardFrameEndUserInfoKey]

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func renamedMethodsAndLabels() throws {
        let source = """
            class Container: UIViewController {
                override func didMove(toParentViewController parent: UIViewController?) {}
                override func willMove(toParentViewController: UIViewController?) {}
                func embed(_ child: UIViewController) {
                    addChildViewController(child)
                    view.bringSubview(toFront: child.view)
                    view.sendSubview(toBack: child.view)
                    child.didMove(toParentViewController: self)
                    child.removeFromParentViewController()
                    print(self.childViewControllers.count)
                }
            }

            """
        let expected = """
            class Container: UIViewController {
                override func didMove(toParent parent: UIViewController?) {}
                override func willMove(toParent toParentViewController: UIViewController?) {}
                func embed(_ child: UIViewController) {
                    addChild(child)
                    view.bringSubviewToFront(child.view)
                    view.sendSubviewToBack(child.view)
                    child.didMove(toParent: self)
                    child.removeFromParent()
                    print(self.children.count)
                }
            }

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func globalFunctionsBecomeInitializersAndMethods() throws {
        let source = """
            let insets = UIEdgeInsetsMake(1, 2, 3, UIEdgeInsetsMake(0, 0, 0, 4).right)
            let rect = UIEdgeInsetsInsetRect(view.bounds, insets)
            let png = UIImagePNGRepresentation(image)
            let jpeg = UIImageJPEGRepresentation(first ?? second, 0.8)

            """
        let expected = """
            let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 4).right)
            let rect = view.bounds.inset(by: insets)
            let png = image.pngData()
            let jpeg = (first ?? second).jpegData(compressionQuality: 0.8)

            """
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == expected)
        // One edit line per rewritten call, showing the whole call after.
        #expect(result.edits.first == PortEdit(line: 1, before: "UIEdgeInsetsMake(1, 2, 3, UIEdgeInsetsMake(0, 0, 0, 4).right)",
                                               after: "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: UIEdgeInsetsMake(0, 0, 0, 4).right)"))
        #expect(result.edits.map(\.line) == [1, 1, 2, 3, 4])
    }

    @Test func aSecondRunChangesNothing() throws {
        let once = try rewritten("let s: UIControlState = .normal\nlet i = UIEdgeInsetsMake(1, 2, 3, 4)\n")
        #expect(try rewritten(once) == once)
    }

    @Test func importsOfMissingFrameworksAreListed() throws {
        let result = try SourcePorter().port("import UIKit\nimport AVFoundation\nimport SpriteKit\nimport Foundation\n")
        #expect(result.rewritten == "import OpenUIKit\nimport AVFoundation\nimport SpriteKit\nimport Foundation\n")
        #expect(result.handEdits == [
            HandEdit(line: 2, message: "import AVFoundation: OpenUIKit has no AVFoundation on Linux; replace what this file uses from it; fix by hand"),
            HandEdit(line: 3, message: "import SpriteKit: OpenUIKit has no SpriteKit on Linux; replace what this file uses from it; fix by hand"),
        ])
    }
}

/// Swift 4 code reads a string's characters through its `characters` view, which Swift 5
/// removed: the port drops the view so the string's own collection members are used.
@Suite("Swift 4's String.characters view")
struct StringCharactersViewTests {
    @Test func theViewIsDroppedWhereverItIsRead() throws {
        let source = """
            let count = title.characters.count
            let last = String(display.text!.characters.dropLast())
            let symbol = String((sender.currentTitle!).characters.dropFirst())
            let letters = name
                .characters
                .map { String($0) }
            let note = "a.characters stays in strings" // and .characters in comments

            """
        let expected = """
            let count = title.count
            let last = String(display.text!.dropLast())
            let symbol = String((sender.currentTitle!).dropFirst())
            let letters = name
                .map { String($0) }
            let note = "a.characters stays in strings" // and .characters in comments

            """
        #expect(try SourcePorter().port(source).rewritten == expected)
    }

    @Test func anAppsOwnPropertyOfThatNameIsLeftAlone() throws {
        // A game whose story has characters: `story.characters` is its own array, in
        // whichever file it is declared.
        let story = SourcePorter.Source(path: "Story.swift", text: "struct Story {\n    var characters: [String] = []\n}\n")
        let reader = SourcePorter.Source(path: "Reader.swift", text: "let cast = story.characters.count\n")
        let results = SourcePorter().port([story, reader])
        let rewritten = try results.map { try $0.get().rewritten }
        #expect(rewritten[1] == "let cast = story.characters.count\n")
    }
}
