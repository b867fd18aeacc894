import Foundation
import Testing
import TestSupport

/// A `UITableView` in a real window, driven by real XI2 touches from the input-test driver
/// and by an XTest mouse drag: the probe app's `--table` mode (20 rows of 44 points over a
/// 300-point-wide window; a committed deletion prints "table commit delete row=N count=M").
@Suite("UITableView (live)")
struct TableViewLiveTests {
    @Test func aRealFullSwipeLeftDeletesTheRowThroughCommitEditingStyle() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName, arguments: ["--table"])
            let o = try probe.inspector.geometry(of: probe.window)
            // Row 2's middle, near the trailing edge; 260 points left in 200 ms is past the
            // 60 % of the row's width that performs the first action (Delete).
            let x = Double(o.x) + 280.5, y = Double(o.y) + 2.5 * 44
            try xorg.touchscreen.touch(id: 41, phase: .begin, x: x, y: y)
            try xorg.touchscreen.sync()
            for step in 1...13 {
                try await Task.sleep(for: .milliseconds(15))
                try xorg.touchscreen.touch(id: 41, phase: .update, x: x - Double(step) * 20, y: y)
                try xorg.touchscreen.sync()
            }
            try xorg.touchscreen.touch(id: 41, phase: .end, x: x - 260, y: y)
            try xorg.touchscreen.sync()
            await probe.waitForLines(startingWith: "table commit delete", count: 1)
            let transcript = probe.child.transcript
            #expect(probe.lines(startingWith: "table commit delete").first == "table commit delete row=2 count=19", "\(transcript)")
            #expect(probe.lines(startingWith: "table willBeginDragging").isEmpty, "the swipe did not scroll: \(transcript)")
            #expect(probe.lines(startingWith: "table didSelect").isEmpty, "\(transcript)")
        }
    }

    @Test func aMouseDragLeftUncoversDeleteAndAClickOnItDeletesTheRow() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--table"])
            let o = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            // Row 4's middle; 120 points left opens the row on its Delete button (74 points
            // wide) without reaching a full swipe.
            let y = o.y + 4 * 44 + 22
            xtest.movePointer(toX: o.x + 250, y: y)
            xtest.pressButton(1)
            for step in 1...8 {
                try await Task.sleep(for: .milliseconds(15))
                xtest.movePointer(toX: o.x + 250 - step * 15, y: y)
            }
            try await Task.sleep(for: .milliseconds(100))
            xtest.releaseButton(1)
            try await Task.sleep(for: .milliseconds(500))
            #expect(probe.lines(startingWith: "table commit delete").isEmpty, "an open row waits for the tap")
            xtest.movePointer(toX: o.x + 300 - 37, y: y)
            xtest.click(1)
            await probe.waitForLines(startingWith: "table commit delete", count: 1)
            let transcript = probe.child.transcript
            #expect(probe.lines(startingWith: "table commit delete").first == "table commit delete row=4 count=19", "\(transcript)")
            #expect(probe.lines(startingWith: "table didSelect").isEmpty, "\(transcript)")
        }
    }
}
