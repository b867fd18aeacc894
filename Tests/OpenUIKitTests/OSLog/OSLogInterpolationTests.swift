import Testing
@testable import OSLog

/// `format:` and `align:` in Logger messages. The expected text is what os_log writes on
/// iOS: Apple's interpolation turns each option into an `fprintf` conversion (`%x`, `%.2f`,
/// `%-6s`…), with Swift's `0x`/`0o` prefixes written before the conversion
/// (swiftlang/swift, stdlib/private/OSLog/OSLogIntegerFormatting.swift, `formatSpecifier`),
/// and `%{bool}d`/`%{BOOL}d` for the Boolean formats (developer.apple.com/documentation/os/oslogboolformat).
@Suite("OSLogInterpolation")
struct OSLogInterpolationTests {
    private func text(_ message: OSLogMessage) -> String { message.rendered() }

    @Test func integersInEachRadix() {
        #expect(text("\(255, format: .hex)") == "ff")
        #expect(text("\(255, format: .hex(includePrefix: true, uppercase: true))") == "0xFF")
        #expect(text("\(UInt8(7), format: .octal(includePrefix: true, minDigits: 3))") == "0o007")
        #expect(text("\(8, format: .octal)") == "10")
        #expect(text("\(42, format: .decimal(explicitPositiveSign: true, minDigits: 5))") == "+00042")
        #expect(text("\(-42, format: .decimal(minDigits: 4))") == "-0042")
        #expect(text("\(Int8(-1), format: .hex)") == "ff")
        #expect(text("\(Int32(-2), format: .hex(uppercase: true))") == "FFFFFFFE")
        #expect(text("\(UInt64.max, format: .decimal)") == "18446744073709551615")
    }

    @Test func alignmentPadsWithSpaces() {
        #expect(text("[\(42, align: .right(columns: 6))]") == "[    42]")
        #expect(text("[\(-5, align: .left(columns: 4))]") == "[-5  ]")
        // An unsigned number's `+` and a prefix come before the padded field.
        #expect(text("[\(UInt(5), format: .decimal(explicitPositiveSign: true), align: .right(columns: 4))]") == "[+   5]")
        #expect(text("[\(255, format: .hex(includePrefix: true), align: .right(columns: 6))]") == "[0x    ff]")
        #expect(text("[\("Ana", align: .left(columns: 6))]") == "[Ana   ]")
        // A value wider than the columns is written whole.
        #expect(text("[\("Elizabeth", align: .right(columns: 4))]") == "[Elizabeth]")
        let player: String? = nil
        #expect(text("[\(player, align: .right(columns: 5))]") == "[  nil]")
    }

    @Test func floatingPointFormats() {
        #expect(text("\(3.14)") == "3.140000")
        #expect(text("\(3.14159, format: .fixed(precision: 2))") == "3.14")
        #expect(text("\(1.5, format: .fixed(explicitPositiveSign: true))") == "+1.500000")
        #expect(text("\(1234.5, format: .exponential)") == "1.234500e+03")
        #expect(text("\(1234.5, format: .exponential(precision: 1, uppercase: true))") == "1.2E+03")
        #expect(text("\(0.0001, format: .hybrid)") == "0.0001")
        #expect(text("\(0.00001, format: .hybrid)") == "1e-05")
        #expect(text("\(3.0, format: .hex)") == "0x1.8p+1")
        #expect(text("\(Double.infinity, format: .fixed(uppercase: true))") == "INF")
        #expect(text("\(Float(0.5))") == "0.500000")
        #expect(text("[\(2.5, format: .fixed(precision: 1), align: .right(columns: 6))]") == "[   2.5]")
    }

    @Test func booleansAsTruthOrAnswer() {
        #expect(text("\(true)") == "true")
        #expect(text("\(false, format: .answer) \(true, format: .answer) \(false, format: .truth)") == "NO YES false")
    }

    @Test func optionsAreEvaluatedWhenTheMessageIsWritten() {
        nonisolated(unsafe) var width = 3
        let message: OSLogMessage = "[\(7, format: .decimal(minDigits: width), align: .left(columns: width + 2))]"
        width = 4
        #expect(message.rendered() == "[0007  ]")
    }
}
