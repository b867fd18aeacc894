import Foundation
import OpenUIKit
import Testing

/// The startup-notification message, without a display: its text, its quoting, its
/// 20-byte pieces, and taking the ID out of the environment.
@Suite("Startup notification", .serialized)
struct StartupNotificationTests {
    @Test func theRemoveMessageNamesTheLaunch() {
        #expect(X11StartupNotification.removeMessage(id: "gnome-shell-1234-host-FaceIt-0_TIME42")
            == "remove: ID=gnome-shell-1234-host-FaceIt-0_TIME42")
    }

    @Test func valuesWithSpacesQuotesOrBackslashesAreQuoted() {
        #expect(X11StartupNotification.quoted("plain_id-1") == "plain_id-1")
        #expect(X11StartupNotification.quoted("two words") == "\"two words\"")
        #expect(X11StartupNotification.quoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
        #expect(X11StartupNotification.quoted("a\\b") == "\"a\\\\b\"")
    }

    @Test func theMessageIsCutInto20BytePiecesEndingWithNul() {
        let message = "remove: ID=" + String(repeating: "x", count: 30)  // 41 bytes
        let chunks = X11StartupNotification.chunks(of: message)
        #expect(chunks.count == 3, "41 bytes and the NUL need three pieces")
        #expect(chunks.allSatisfy { $0.count == X11StartupNotification.bytesPerMessage })
        let joined = chunks.flatMap { $0 }
        #expect(Array(joined.prefix(41)) == Array(message.utf8))
        #expect(joined[41] == 0, "the NUL ends the message")
        #expect(!joined.prefix(41).contains(0), "no NUL inside it")
        // Exactly 20 bytes need a second piece for the NUL alone.
        #expect(X11StartupNotification.chunks(of: String(repeating: "y", count: 20)).count == 2)
        #expect(X11StartupNotification.chunks(of: "a\0b").first?.prefix(3) == [0x61, 0x62, 0], "an inner NUL is dropped")
    }

    @Test func theIDIsTakenOutOfTheEnvironment() {
        let name = X11StartupNotification.environmentVariable
        setenv(name, "launch-7_TIME99", 1)
        #expect(X11StartupNotification.takeStartupID() == "launch-7_TIME99")
        #expect(getenv(name) == nil, "children must not inherit it")
        #expect(X11StartupNotification.takeStartupID() == nil)
        setenv(name, "", 1)
        #expect(X11StartupNotification.takeStartupID() == nil, "an empty ID is none")
        #expect(getenv(name) == nil)
    }
}

/// `_NET_WM_ICON`'s layout from images, without a display.
@Suite("Window icon property")
@MainActor
struct WindowIconPropertyTests {
    @Test func eachImageIsWidthHeightThenStraightARGBRows() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        let image = renderer.image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let values = X11WindowIcon.cardinals(for: [image])
        #expect(values.count == 2 + 4)
        #expect(values[0] == 2 && values[1] == 2)
        #expect(UInt32(values[2]) == 0xFFFF_0000, "opaque red, top left")
        #expect(values[3] == 0 && values[4] == 0, "transparent")
        // Half-transparent blue: straight, not premultiplied (0x80 alpha, full blue).
        let blue = UInt32(values[5])
        #expect(blue >> 24 == 0x80 && (blue >> 16) & 0xFF == 0 && (blue >> 8) & 0xFF == 0 && blue & 0xFF >= 0xFE, "\(String(blue, radix: 16))")
    }

    @Test func imagesThatCannotBeIconsAreLeftOut() {
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in }
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 256, height: 256)).image { _ in }
        let small = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }
        #expect(X11WindowIcon.cardinals(for: [wide, huge, UIImage(), small]) == [1, 1, 0])
    }

    @Test func unpremultiplying() {
        #expect(X11WindowIcon.unpremultiplied(0) == 0)
        #expect(X11WindowIcon.unpremultiplied(0xFF12_3456) == 0xFF12_3456)
        #expect(X11WindowIcon.unpremultiplied(0x8040_0080) == 0x8080_00FF)
    }
}
