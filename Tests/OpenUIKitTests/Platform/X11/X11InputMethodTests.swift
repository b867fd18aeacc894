import CX11
import Foundation
import Testing
@testable import OpenUIKit

/// The input method's rules that need no server: which locales are UTF-8, which
/// `XMODIFIERS` name a server to wait for, and how a preedit's `XIMText` is read. The live
/// counterparts (dead keys, Compose, IBus) are in InputMethodLiveTests.
@Suite("X11InputMethod")
struct X11InputMethodTests {
    @Test func utf8LocalesAreRecognisedWhateverTheSpelling() {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "de_DE.utf8@euro", "sr_RS.UTF-8@latin"] {
            #expect(X11InputMethod.isUTF8(locale: name), "\(name)")
        }
        for name in ["C", "POSIX", "", "en_US", "en_US.ISO-8859-1", "ja_JP.eucJP"] {
            #expect(!X11InputMethod.isUTF8(locale: name), "\(name)")
        }
    }

    @Test func onlyANamedServerIsWaitedFor() {
        #expect(X11InputMethod.namesServer(modifiers: "@im=ibus"))
        #expect(X11InputMethod.namesServer(modifiers: "@im=fcitx@other=1"))
        for modifiers in [nil, "", "@im=", "@im=none", "@im=local", "@other=ibus"] as [String?] {
            #expect(!X11InputMethod.namesServer(modifiers: modifiers), "\(String(describing: modifiers))")
        }
    }

    @Test func preeditTextIsReadAsCharactersInBothEncodings() {
        "´e".withCString { bytes in
            var text = XIMText()
            text.length = 2
            text.encoding_is_wchar = 0
            text.string.multi_byte = UnsafeMutablePointer(mutating: bytes)
            #expect(X11InputMethod.scalars(of: text) == ["´", "e"], "length counts characters, not bytes")
            text.length = 1
            #expect(X11InputMethod.scalars(of: text) == ["´"])
        }
        var wide: [wchar_t] = [0x304B, 0x306A, 0]
        wide.withUnsafeMutableBufferPointer { buffer in
            var text = XIMText()
            text.length = 2
            text.encoding_is_wchar = 1
            text.string.wide_char = buffer.baseAddress
            #expect(X11InputMethod.scalars(of: text) == ["か", "な"])
        }
        var empty = XIMText()
        empty.length = 3
        #expect(X11InputMethod.scalars(of: empty).isEmpty, "no string: nothing, not a crash")
    }
}
