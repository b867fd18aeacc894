import Foundation
import Testing
@testable import OSLog

@Suite("os.log")
struct OSLogTests {
    @Test func privacyAnnotationsAreDroppedFromFormats() {
        #expect(FormatString.removingAnnotations(from: "Loaded %{public}d cards from %{private}@, 100%%")
            == "Loaded %d cards from %@, 100%%")
        #expect(FormatString.render("Loaded %{public}d cards from %{public}@", arguments: [52, "deck"]) == "Loaded 52 cards from deck")
        #expect(FormatString.render("100%% done", arguments: []) == "100% done")
    }

    @Test func aLineNamesTheLevelSubsystemAndCategory() {
        let process = ProcessInfo.processInfo
        let prefix = "\(process.processName)[\(process.processIdentifier)]"
        #expect(LogWriter.line("Dealt 3", type: .info, subsystem: "com.example.cards", category: "game")
            == "\(prefix) <Info> [com.example.cards:game] Dealt 3")
        #expect(LogWriter.line("two\nlines", type: .default, subsystem: "", category: "") == "\(prefix) <Notice> two lines")
        #expect(LogWriter.line("x", type: .fault, subsystem: "a", category: "b").contains("<Fault>"))
        #expect(LogWriter.line("x", type: .error, subsystem: "a", category: "b").contains("<Error>"))
        #expect(LogWriter.line("x", type: .debug, subsystem: "a", category: "b").contains("<Debug>"))
    }

    @Test func loggerMessagesInterpolateWithPrivacyOptions() {
        let player = "Ana"
        let score: Int? = nil
        let message: OSLogMessage = "\(player, privacy: .public) scored \(score) with \(3, privacy: .private(mask: .hash)) cards"
        #expect(message.rendered() == "Ana scored nil with 3 cards")
    }

    @Test func aDisabledLogEvaluatesNothing() {
        nonisolated(unsafe) var evaluated = false
        func expensive() -> String { evaluated = true; return "x" }
        Logger(OSLog.disabled).error("value \(expensive())")
        #expect(!evaluated)
        #expect(!OSLog.disabled.isEnabled(type: .fault))
        #expect(OSLog(subsystem: "a", category: "b").isEnabled(type: .debug))
    }

    @Test func everyCallShapeCompilesAndWrites() {
        let log = OSLog(subsystem: "org.openuikit.tests", category: "oslog")
        os_log("plain message")
        os_log("with %{public}@ and %d", log: log, type: .info, "text", 7)
        os_log(.error, log: log, "level first %@", "ok")
        let logger = Logger(subsystem: "org.openuikit.tests", category: "logger")
        logger.debug("debug \(1)")
        logger.info("info")
        logger.notice("notice")
        logger.error("error")
        logger.fault("fault")
        logger.log(level: .info, "level \(2.5)")
        Logger().log("default")
        #expect(OSLogType.default.rawValue == 0 && OSLogType.fault.rawValue == 0x11)
    }
}
