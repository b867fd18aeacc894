import Foundation
import Testing
@testable import OpenUIKit

@Suite("Replay files: parsing")
struct ReplayScriptTests {
    @Test func everyCommandParses() throws {
        let script = try ReplayScript(parsing: """
            # a comment line, then a blank one

            tap 50%,50%
            tap 10,20 fingers=2   # a trailing comment
            double-tap 100,100
            press 100,100 duration=0.8
            swipe 50%,50% left distance=150 duration=0.1
            pan 10,10 100,10 100,100 speed=500
            pinch 50%,50% scale=1.5 velocity=3
            rotate 50%,50% angle=90deg
            rotate 50%,50% angle=-0.5
            wait 0.25
            touch down 1 10,10
            touch move 1 20,10
            touch up 1 20,10
            key space
            rate 240
            snapshot out.png
            quit
            """)
        let center = ReplayScript.Point(x: .fraction(0.5), y: .fraction(0.5))
        func at(_ x: CGFloat, _ y: CGFloat) -> ReplayScript.Point { .init(x: .points(x), y: .points(y)) }
        #expect(script.commands.map(\.action) == [
            .tap(center, fingers: 1),
            .tap(at(10, 20), fingers: 2),
            .doubleTap(at(100, 100)),
            .press(at(100, 100), duration: 0.8),
            .swipe(center, direction: .left, distance: 150, duration: 0.1),
            .pan([at(10, 10), at(100, 10), at(100, 100)], speed: 500),
            .pinch(center, scale: 1.5, velocity: 3),
            .rotate(center, angle: .pi / 2, velocity: .pi),
            .rotate(center, angle: -0.5, velocity: .pi),
            .wait(0.25),
            .touch(.began, id: 1, at(10, 10)),
            .touch(.moved, id: 1, at(20, 10)),
            .touch(.ended, id: 1, at(20, 10)),
            .key(UIKey(name: "space")!),
            .sampleRate(240),
            .snapshot(path: "out.png"),
            .quit,
        ])
        #expect(script.commands.first?.line == 3)
        #expect(center.resolve(in: CGSize(width: 300, height: 420)) == CGPoint(x: 150, y: 210))
    }

    @Test(arguments: [
        ("tap 1,1\ntapp 1,1", "line 2: unknown command “tapp”"),
        ("tap 1", "line 1: “1” is not a point"),
        ("tap nan,1", "line 1: “nan,1” is not a point"),
        ("tap 1,1 fingers=9", "line 1: fingers=9 must be a whole number from 1 to 5"),
        ("tap 1,1 2,2", "line 1: tap takes 1 argument, got 2"),
        ("swipe 1,1 sideways", "line 1: “sideways” is not a direction"),
        ("pinch 1,1", "line 1: pinch needs scale=F"),
        ("pinch 1,1 scale=0", "line 1: scale=0 must be a number from 0.01 to 100"),
        ("rotate 1,1 angle=lots", "line 1: angle=lots must be radians"),
        ("\n\nwait forever", "line 3: wait forever must be seconds from 0 to 600"),
        ("wait 1e9", "line 1: wait 1e9 must be seconds"),
        ("pan 1,1", "line 1: pan needs at least two points"),
        ("key hyper", "line 1: unknown key “hyper”"),
        ("press 1,1 length=2", "line 1: press has no option “length”"),
        ("touch wiggle 1 1,1", "line 1: “wiggle” is not a touch phase"),
        ("rate 1", "line 1: rate needs events per second"),
    ])
    func badLinesAreRefusedNamingTheLine(text: String, expected: String) {
        #expect {
            _ = try ReplayScript(parsing: text)
        } throws: { error in
            "\(error)".hasPrefix(expected)
        }
    }

    @Test func filesThatCannotBeReadSaySo() throws {
        #expect(throws: ReplayScript.ParseError.self) { try ReplayScript(contentsOfFile: "/nonexistent/replay.txt") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("binary.txt")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
        #expect {
            _ = try ReplayScript(contentsOfFile: binary.path)
        } throws: { error in
            "\(error)".hasSuffix("is not UTF-8 text")
        }
        let good = directory.appendingPathComponent("good.txt")
        try Data("tap 1,1\n".utf8).write(to: good)
        #expect(try ReplayScript(contentsOfFile: good.path).commands.count == 1)
    }

    @Test func keyNamesMapToHIDUsages() {
        #expect(UIKey(name: "space")?.keyCode == .keyboardSpacebar)
        #expect(UIKey(name: "LEFT")?.keyCode == .keyboardLeftArrow)
        #expect(UIKey(name: "q")?.keyCode == .keyboardQ)
        #expect(UIKey(name: "0")?.keyCode == .keyboard0)
        #expect(UIKey(name: "f11")?.keyCode == .keyboardF11)
        #expect(UIKey(name: "f13") == nil)
        #expect(UIKey(name: "") == nil)
    }
}
