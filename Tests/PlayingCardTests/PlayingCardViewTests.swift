import Foundation
import OpenUIKit
import TestSupport
import Testing
@testable import PlayingCardKit

@MainActor
@Suite struct PlayingCardViewTests {
    /// A 300 × 420 card in a window, laid out and drawn once, text size at the default.
    func renderedCard(rank: Int = 10, suit: String = "♦") -> (UIWindow, PlayingCardView) {
        let (window, card) = CardRendering.window(rank: rank, suit: suit, size: CGSize(width: 300, height: 420))
        window.renderIfNeeded()
        return (window, card)
    }

    func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    // MARK: Setup

    @Test func isTransparentAroundTheCornersAndRedrawsOnResize() {
        let card = PlayingCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 140))
        #expect(!card.isOpaque)
        #expect(card.backgroundColor == nil)
        #expect(card.contentMode == .redraw)
        #expect(card.subviews.count == 2)
        #expect(card.faceCardScale == 0.75)
        #expect(card.faceCardScale == PlayingCardView.SizeRatio.faceCardImageSizeToBoundsSize)
    }

    @Test func rankStrings() {
        let card = PlayingCardView(frame: .zero)
        let expected = [0: "?", 1: "A", 2: "2", 9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "?"]
        for (rank, text) in expected {
            card.rank = rank
            #expect(card.rankString == text)
        }
    }

    // MARK: Invalidation

    @Test(arguments: ["rank", "suit", "isFaceUp"])
    func propertiesTheCornersShowRedrawAndRelayout(property: String) {
        CardRendering.withDefaultTextSize {
            let (window, card) = renderedCard()
            #expect(!window.needsUpdate)
            #expect(!card.needsLayout)
            switch property {
            case "rank": card.rank = 4
            case "suit": card.suit = "♣"
            default: card.isFaceUp = false
            }
            #expect(card.needsLayout)
            let stats = window.renderIfNeeded()
            // The card redraws; its corner labels redraw too unless they were just hidden.
            #expect((stats?.drawCalls ?? 0) >= 1)
            #expect((stats?.layoutPasses ?? 0) >= 1)
        }
    }

    @Test func faceCardScaleRedrawsWithoutRelayout() {
        CardRendering.withDefaultTextSize {
            let (window, card) = renderedCard(rank: 12, suit: "♠")
            card.faceCardScale = 0.5
            #expect(!card.needsLayout)
            let stats = window.renderIfNeeded()
            #expect(stats?.drawCalls == 1)
            #expect(stats?.layoutPasses == 0)
        }
    }

    @Test func settingTheSameValuesDoesNothing() {
        CardRendering.withDefaultTextSize {
            let (window, card) = renderedCard()
            card.rank = card.rank
            card.suit = card.suit
            card.isFaceUp = card.isFaceUp
            card.faceCardScale = card.faceCardScale
            #expect(window.renderIfNeeded() == nil)
        }
    }

    @Test func resizingRedrawsAndRelaysTheCorners() {
        CardRendering.withDefaultTextSize {
            let (window, card) = renderedCard()
            let before = card.upperLeftCornerLabel.bounds.size
            card.bounds.size = CGSize(width: 150, height: 210)
            let stats = window.renderIfNeeded()
            #expect((stats?.drawCalls ?? 0) >= 1)
            #expect(card.upperLeftCornerLabel.bounds.height < before.height * 0.6)
        }
    }

    // MARK: Corners

    @Test func cornerLabelsShowRankOverSuitInTheSuitColour() {
        CardRendering.withDefaultTextSize {
            let (_, card) = renderedCard(rank: 10, suit: "♦")
            for label in [card.upperLeftCornerLabel, card.lowerRightCornerLabel] {
                #expect(label.attributedText?.string == "10\n♦")
                #expect(label.numberOfLines == 0)
                let attributes = label.attributedText?.attributes(at: 0, effectiveRange: nil) ?? [:]
                #expect(attributes[.foregroundColor] as? UIColor == PlayingCardView.redSuitColor)
                #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
                let font = attributes[.font] as? UIFont
                #expect(close(font?.pointSize ?? 0, 420 * PlayingCardView.SizeRatio.cornerFontSizeToBoundsHeight))
                #expect(font?.familyName == UIFont.preferredFont(forTextStyle: .body).familyName)
                #expect(!label.isHidden)
            }
            card.suit = "♠"
            card.rank = 1
            card.layoutIfNeeded()
            let attributes = card.upperLeftCornerLabel.attributedText?.attributes(at: 0, effectiveRange: nil) ?? [:]
            #expect(card.upperLeftCornerLabel.attributedText?.string == "A\n♠")
            #expect(attributes[.foregroundColor] as? UIColor == PlayingCardView.blackSuitColor)
        }
    }

    @Test func cornersSitInsetFromOppositeCornersAndTheLowerOneIsUpsideDown() {
        CardRendering.withDefaultTextSize {
            let (_, card) = renderedCard()
            let upper = card.upperLeftCornerLabel, lower = card.lowerRightCornerLabel
            // 420 × 0.06 × 0.33 from each edge.
            let offset: CGFloat = 420 * 0.06 * 0.33
            #expect(close(card.cornerOffset, offset))
            #expect(upper.transform == .identity)
            #expect(close(upper.frame.minX, offset) && close(upper.frame.minY, offset))
            #expect(lower.transform == CGAffineTransform.identity.rotated(by: .pi))
            #expect(close(lower.frame.maxX, 300 - offset, within: 1e-6) && close(lower.frame.maxY, 420 - offset, within: 1e-6))
            #expect(close(lower.bounds.width, upper.bounds.width) && close(lower.bounds.height, upper.bounds.height))
            // Two lines of text: taller than wide, and about two line heights.
            let font = UIFont.systemFont(ofSize: 420 * 0.085)
            #expect(upper.bounds.height >= 2 * font.lineHeight - 1 && upper.bounds.height <= 2 * font.lineHeight + 2)
            // The upright text of the lower label reads upside down: its top-left is drawn
            // at the card's bottom right.
            let drawnTopLeft = lower.convert(CGPoint.zero, to: card)
            #expect(close(drawnTopLeft.x, 300 - offset, within: 1e-6) && close(drawnTopLeft.y, 420 - offset, within: 1e-6))
        }
    }

    @Test func cornersHideFaceDown() {
        CardRendering.withDefaultTextSize {
            let (window, card) = renderedCard()
            card.isFaceUp = false
            window.renderIfNeeded()
            #expect(card.upperLeftCornerLabel.isHidden && card.lowerRightCornerLabel.isHidden)
            card.isFaceUp = true
            window.renderIfNeeded()
            #expect(!card.upperLeftCornerLabel.isHidden && !card.lowerRightCornerLabel.isHidden)
        }
    }

    @Test func cornerFontFollowsTheUsersTextSizeUpToALimit() {
        let saved = UIContentSizeCategory.current
        defer { UIContentSizeCategory.current = saved }
        UIContentSizeCategory.current = .large
        let (window, card) = renderedCard()
        let normal = card.upperLeftCornerLabel.bounds.height

        UIContentSizeCategory.current = .extraExtraLarge
        // The view listens for the change itself and asks for a new layout.
        #expect(card.needsLayout)
        window.renderIfNeeded()
        let larger = card.upperLeftCornerLabel.bounds.height
        #expect(larger > normal * 1.1)
        let scaled = UIContentSizeCategory.extraExtraLarge.textScaleFactor * 420 * 0.085
        #expect(close(card.cornerFont.pointSize, min(scaled, 420 * PlayingCardView.SizeRatio.maximumCornerFontSizeToBoundsHeight)))

        UIContentSizeCategory.current = .accessibilityExtraExtraExtraLarge
        window.renderIfNeeded()
        #expect(close(card.cornerFont.pointSize, 420 * PlayingCardView.SizeRatio.maximumCornerFontSizeToBoundsHeight))
    }

    @Test func tinyCardsKeepAMinimumCornerFont() {
        CardRendering.withDefaultTextSize {
            let (window, card) = CardRendering.window(rank: 3, suit: "♣", size: CGSize(width: 20, height: 28))
            window.renderIfNeeded()
            #expect(card.cornerFont.pointSize == PlayingCardView.minimumCornerFontSize)
            card.bounds.size = .zero
            window.renderIfNeeded()  // nothing to draw, nothing crashes
            #expect(card.cornerFont.pointSize == PlayingCardView.minimumCornerFontSize)
        }
    }

    // MARK: Geometry

    @Test func proportionsFollowTheHeight() {
        let card = PlayingCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 420))
        #expect(close(card.cornerRadius, 25.2))
        #expect(close(card.borderWidth, 1.05))
        #expect(close(card.pipHeight, 48.3))
        // Pip field: the card's full width at the standard aspect; columns 27 % in, rows 20 % in.
        #expect(close(card.pipArea.minX, 81) && close(card.pipArea.maxX, 219))
        #expect(close(card.pipArea.minY, 84) && close(card.pipArea.maxY, 336))

        // A wide card: the field is a standard card's width in the middle, pips limited by height.
        card.bounds.size = CGSize(width: 600, height: 300)
        let fieldWidth: CGFloat = 300 * 5 / 7
        #expect(close(card.pipArea.midX, 300))
        #expect(close(card.pipArea.width, fieldWidth * (1 - 2 * 0.27), within: 1e-9))
        #expect(close(card.pipHeight, 300 * 0.115))

        // A narrow card: pips limited by the width, so they keep their shape.
        card.bounds.size = CGSize(width: 100, height: 420)
        #expect(close(card.pipHeight, 100 * 0.165))
        #expect(card.borderWidth == 1.05)
        card.bounds.size = CGSize(width: 40, height: 56)
        #expect(card.borderWidth == PlayingCardView.minimumBorderWidth)
    }

    // MARK: Face card scale and pinching

    @Test func faceCardScaleIsClamped() {
        let card = PlayingCardView(frame: .zero)
        card.faceCardScale = 5
        #expect(card.faceCardScale == PlayingCardView.faceCardScaleRange.upperBound)
        card.faceCardScale = 0.01
        #expect(card.faceCardScale == PlayingCardView.faceCardScaleRange.lowerBound)
        card.faceCardScale = 0.6
        card.faceCardScale = .nan
        #expect(card.faceCardScale == 0.6)
        card.faceCardScale = -.infinity
        #expect(card.faceCardScale == PlayingCardView.faceCardScaleRange.lowerBound)
    }

    /// A real two-finger pinch, through a window, scales the face picture by the fingers'
    /// span ratio, and the handler hands the recognizer back a scale of 1 each time.
    @Test func pinchScalesTheFacePictureIncrementally() {
        let harness = GestureHarness(size: CGSize(width: 400, height: 400))
        let card = PlayingCardView(frame: harness.window.bounds)
        harness.window.addSubview(card)
        let pinch = UIPinchGestureRecognizer(target: card, action: PlayingCardView.adjustFaceCardScale(byHandlingGestureRecognizedBy:))
        card.addGestureRecognizer(pinch)
        var scalesAfterHandling: [CGFloat] = []
        pinch.addAction { scalesAfterHandling.append($0.scale) }

        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 200))
        script.down(2, at: CGPoint(x: 200, y: 200))
        script.wait(0.02)
        script.move(2, to: CGPoint(x: 220, y: 200))  // span 120: began, reads 1
        script.wait(0.02)
        script.move(2, to: CGPoint(x: 160, y: 200))  // span 60: half
        script.wait(0.02)
        script.move(2, to: CGPoint(x: 190, y: 200))  // span 90: × 1.5 of the last
        script.up(1)
        harness.send(script)

        #expect(pinch.state == .possible || pinch.state == .ended)
        // 0.75 × (60 / 120) × (90 / 60) = 0.5625.
        #expect(close(card.faceCardScale, 0.5625, within: 1e-6))
        #expect(!scalesAfterHandling.isEmpty && scalesAfterHandling.allSatisfy { $0 == 1 })
    }

    @Test func pinchingPastTheLimitsStopsThere() {
        let harness = GestureHarness(size: CGSize(width: 400, height: 400))
        let card = PlayingCardView(frame: harness.window.bounds)
        harness.window.addSubview(card)
        card.addGestureRecognizer(UIPinchGestureRecognizer(target: card, action: PlayingCardView.adjustFaceCardScale(byHandlingGestureRecognizedBy:)))
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 200))
        script.down(2, at: CGPoint(x: 200, y: 200))
        script.wait(0.02)
        script.move(2, to: CGPoint(x: 210, y: 200))
        script.wait(0.02)
        script.move(2, to: CGPoint(x: 390, y: 200))  // × 4
        script.up(1)
        script.up(2)
        harness.send(script)
        #expect(card.faceCardScale == PlayingCardView.faceCardScaleRange.upperBound)
    }
}
