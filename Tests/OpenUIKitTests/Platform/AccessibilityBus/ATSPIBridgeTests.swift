import CDBus
import Foundation
import Testing
@testable import OpenUIKit

/// The accessibility bridge's parts that need no bus: values through libdbus's encoder and
/// back, signatures, AT-SPI's numbers for roles and states, and what UIKit's controls map to.
@Suite @MainActor
struct ATSPIBridgeTests {
    /// `values` written into a D-Bus message by libdbus and read back out of it.
    func roundTrip(_ values: [DBusValue]) throws -> [DBusValue] {
        let message = try #require(dbus_message_new_signal("/org/openuikit/test", "org.openuikit.Test", "Values"))
        defer { dbus_message_unref(message) }
        #expect(DBusValue.append(values, to: message))
        #expect(String(cString: dbus_message_get_signature(message)) == values.map(\.signature).joined())
        return DBusValue.arguments(of: message)
    }

    @Test func everyKindOfValueSurvivesLibdbusEncoding() throws {
        let values: [DBusValue] = [
            .byte(200), .boolean(true), .boolean(false), .int16(-3), .uint16(65_000), .int32(-70_000), .uint32(4_000_000_000),
            .int64(-1 << 40), .uint64(1 << 63), .double(0.25), .string("Name ✓"), .objectPath("/org/a11y/atspi/accessible/7"),
            .signature("a{sv}"),
            .structure([.string(":1.5"), .objectPath("/org/a11y/atspi/accessible/root")]),
            .array(elementSignature: "u", [.uint32(1 << 12), .uint32(0)]),
            .array(elementSignature: "(so)", []),
            .array(elementSignature: "{sv}", [.dictEntry(.string("Name"), .variant(.string("Volume"))),
                                              .dictEntry(.string("ChildCount"), .variant(.int32(4)))]),
            .variant(.structure([.int32(1), .int32(2), .int32(3), .int32(4)])),
        ]
        #expect(try roundTrip(values) == values)
    }

    @Test func signaturesAreTheSpecificationsOnes() {
        #expect(DBusValue.structure([.string(""), .objectPath("/")]).signature == "(so)")
        #expect(DBusValue.array(elementSignature: "{ss}", []).signature == "a{ss}")
        #expect(DBusValue.array(elementSignature: "(sss)", []).signature == "a(sss)")
        #expect(DBusValue.variant(.int32(0)).signature == "v")
        // The focus event's body, as libatspi expects it.
        let event: [DBusValue] = [.string("focused"), .int32(1), .int32(0), .variant(.int32(0)), .array(elementSignature: "{sv}", [])]
        #expect(event.map(\.signature).joined() == "siiva{sv}")
    }

    @Test func aStringWithANulCharacterIsSentWithoutIt() throws {
        #expect(try roundTrip([.string("a\0b")]) == [.string("ab")])
    }

    @Test func numbersAreReadFromAnyIntegerAndFromVariants() {
        #expect(DBusValue.uint32(7).intValue == 7)
        #expect(DBusValue.variant(.int16(-2)).intValue == -2)
        #expect(DBusValue.variant(.double(0.5)).doubleValue == 0.5)
        #expect(DBusValue.int32(3).doubleValue == 3)
        #expect(DBusValue.string("x").intValue == nil)
        #expect(DBusValue.variant(.objectPath("/a")).stringValue == "/a")
    }

    @Test func stateBitsAreSplitIntoTwoWords() {
        // focused is bit 12 of the first word, read-only (43) bit 11 of the second.
        #expect(ATSPIState.words([.focused, .readOnly]) == [1 << 12, 1 << 11])
        #expect(ATSPIState.words([]) == [0, 0])
        #expect(ATSPIState.focused.eventName == "focused")
        #expect(ATSPIState.singleLine.eventName == "single-line")
    }

    @Test func rolesComeFromControlsAndTraits() {
        #expect(ATSPIRole(for: UIButton(type: .system)) == .pushButton)
        #expect(ATSPIRole(for: UILabel()) == .label)
        let heading = UILabel()
        heading.accessibilityTraits = [.staticText, .header]
        #expect(ATSPIRole(for: heading) == .heading)
        #expect(ATSPIRole(for: UITextField()) == .entry)
        let secure = UITextField()
        secure.isSecureTextEntry = true
        #expect(ATSPIRole(for: secure) == .passwordText)
        #expect(ATSPIRole(for: UITextView()) == .text)
        #expect(ATSPIRole(for: UISlider()) == .slider)
        #expect(ATSPIRole(for: UIStepper()) == .spinButton)
        #expect(ATSPIRole(for: UISwitch()) == .toggleButton)
        #expect(ATSPIRole(for: UIProgressView()) == .progressBar)
        let image = UIImageView()
        image.isAccessibilityElement = true
        #expect(ATSPIRole(for: image) == .image)
        #expect(ATSPIRole(traits: .link) == .link)
        #expect(ATSPIRole(traits: .none) == .label)
        // The numbers and names of at-spi2-core's atspi-constants.h.
        #expect(ATSPIRole.application.rawValue == 75 && ATSPIRole.frame.rawValue == 23 && ATSPIRole.pushButton.rawValue == 43)
        #expect(ATSPIRole.entry.rawValue == 79 && ATSPIRole.slider.rawValue == 51 && ATSPIRole.heading.rawValue == 83)
        #expect(ATSPIRole.pushButton.name == "push button")
    }

    @Test func aTextFieldsStatesSayEditableAndFocused() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        window.makeKeyAndVisible()
        let node = ATSPINode.element(field)
        #expect(node.states(focused: nil).isSuperset(of: [.editable, .focusable, .singleLine, .enabled, .sensitive, .showing]))
        #expect(!node.states(focused: nil).contains(.focused))
        #expect(node.states(focused: field).contains(.focused))
        field.isEnabled = false
        #expect(node.states(focused: nil).contains(.readOnly))
        #expect(!node.states(focused: nil).contains(.enabled))
    }

    @Test func textUnitsAreCharactersWordsAndLines() {
        let view = UITextView()
        view.text = "one two\nthree"
        let text = ATSPITextTarget.view(view)
        #expect(text.unit(at: 1, granularity: .character) == 1..<2)
        #expect(text.unit(at: 5, granularity: .word) == 4..<7)
        #expect(text.unit(at: 2, granularity: .line) == 0..<8)
        #expect(text.unit(at: 10, granularity: .line) == 8..<13)
        #expect(text.clamped(3, -1) == 3..<13)
        #expect(text.clamped(20, 30) == 13..<13)
        let secret = UITextField()
        secret.text = "abc"
        secret.isSecureTextEntry = true
        #expect(String(ATSPITextTarget.field(secret).characters) == "•••")
    }

    @Test func extentsAreRoundedOutwardsAndFiniteOnly() {
        #expect(ATSPIBridge.integral(CGRect(x: 10.5, y: 20.2, width: 30, height: 10)) == [10, 20, 31, 11])
        #expect(ATSPIBridge.integral(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == [0, 0, 0, 0])
    }
}
