import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A text field made from a xib, with the attributes Xcode writes for one; and an alert's
/// text fields (`UIAlertController.addTextField`).
@MainActor
@Suite("UITextField decoding and alerts", .serialized)
struct TextInputDecodingTests {
    static let objects = """
        <view contentMode="scaleToFill" id="root-v">
            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
            <subviews>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Ada" borderStyle="roundedRect" placeholder="Name" textAlignment="center" minimumFontSize="12" clearButtonMode="whileEditing" id="tf-1">
                    <rect key="frame" x="20" y="20" width="335" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="wobbly" id="tf-2">
                    <rect key="frame" x="20" y="70" width="335" height="34"/>
                </textField>
            </subviews>
        </view>
        """

    @Test func aTextFieldDecodesItsInspectorValues() throws {
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(Self.objects).utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let field = try #require(root.subviews.first as? UITextField)
        #expect(field.text == "Ada" && field.placeholder == "Name" && field.borderStyle == .roundedRect)
        #expect(field.textAlignment == .center && field.clearButtonMode == .whileEditing && field.isSecureTextEntry)
        #expect(field.font?.pointSize == 14 && field.minimumFontSize == 12)
        let plain = try #require(root.subviews.last as? UITextField)
        #expect(plain.borderStyle == .none, "an unknown border style is reported and left alone")
        #expect(Diagnostics.recentWarnings().contains { $0.contains("wobbly") })
    }

    @Test func anAlertStacksItsTextFieldsAndEditsTheFirst() throws {
        let harness = GestureHarness(size: CGSize(width: 1024, height: 768))
        let root = UIViewController()
        harness.window.rootViewController = root
        harness.window.makeKeyAndVisible()
        let frames = HeadlessFrameClock(window: harness.window)
        frames.advance(by: 0.1)
        let alert = UIAlertController(title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        var chosen: String?
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in chosen = alert.textFields?.first?.text })
        root.present(alert, animated: false)
        frames.advance(by: 1)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[1].isSecureTextEntry)
        #expect(fields[0].isFirstResponder, "the first field is edited when the alert appears")
        let first = fields[0].convert(fields[0].bounds, to: harness.window)
        let second = fields[1].convert(fields[1].bounds, to: harness.window)
        #expect(second.minY > first.minY && abs(second.minX - first.minX) < 0.5, "stacked under each other")
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = harness.window
        defer { application.keyWindow = previous }
        for (name, code) in [("a", UIKeyboardHIDUsage.keyboardA)] {
            let key = UIKey(characters: name, charactersIgnoringModifiers: name, keyCode: code)
            application.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: 0)))
            application.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: 0)))
        }
        let enter = UIKey(characters: "\r", charactersIgnoringModifiers: "\r", keyCode: .keyboardReturnOrEnter)
        application.sendInput(.key(KeyInput(isDown: true, key: enter, timestamp: 0)))
        application.sendInput(.key(KeyInput(isDown: false, key: enter, timestamp: 0)))
        frames.advance(by: 1)
        #expect(chosen == "a", "Return in the field chooses the alert's only action")

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil, "action sheets take no text fields")
    }
}
