@testable import OpenUIKit
import Testing

/// Which whole fraction of the display's rate a display link runs at for a range.
@Suite("CAFrameRateRange")
struct CAFrameRateRangeTests {
    @Test(arguments: [
        // display Hz, minimum, maximum, preferred, every how many refreshes
        (60.0, Float(0), Float(0), Float?.none, 1),       // .default: the display's rate
        (60.0, 30, 30, 30, 2),                            // 30 on 60: every second refresh
        (60.0, 0, 30, nil, 2),                            // at most 30, no preference: the fastest allowed
        (120.0, 0, 60, 60, 2),
        (60.0, 0, 24, 24, 3),                             // no 24 on 60: 20, the closest below the maximum
        (60.0, 24, 24, 24, 3),                            // none in range: the closest to the preference
        (60.0, 26, 26, 26, 2),                            // 30 is closer to 26 than 20 is
        (59.94, 30, 30, 30, 2),                           // 29.97 is the closest to 30
        (60.0, 40, 60, 45, 1),                            // 30 is out of range, 60 in it
        (60.0, 0, 200, 200, 1),                           // faster than the display: the display's rate
        (144.0, 0, 0, 48, 3),                             // a preference alone
        (60.0, 1, 1, 1, 60),
        (60.0, 0, 60, 0, 1),                              // preferred 0 means none
    ])
    func divisor(display: Double, minimum: Float, maximum: Float, preferred: Float?, expected: Int) {
        let range = CAFrameRateRange(minimum: minimum, maximum: maximum, preferred: preferred)
        #expect(range.refreshDivisor(displayRate: display) == expected)
    }

    @Test func aTieGoesToTheFasterRate() {
        // 45 is 15 from both 60 and 30.
        #expect(CAFrameRateRange(minimum: 0, maximum: 60, preferred: 45).refreshDivisor(displayRate: 60) == 1)
    }

    @Test func nonsenseRatesFallBackToEveryRefresh() {
        #expect(CAFrameRateRange(minimum: .nan, maximum: .infinity, preferred: .nan).refreshDivisor(displayRate: 60) == 1)
        #expect(CAFrameRateRange(minimum: 0, maximum: 30, preferred: 30).refreshDivisor(displayRate: 0) == 1)
        #expect(CAFrameRateRange(minimum: 0, maximum: 30, preferred: 30).refreshDivisor(displayRate: .nan) == 1)
    }

    @Test func defaultIsNoPreference() {
        #expect(CAFrameRateRange() == .default)
        #expect(CAFrameRateRange.default.minimum == 0 && CAFrameRateRange.default.maximum == 0 && CAFrameRateRange.default.preferred == nil)
    }
}
