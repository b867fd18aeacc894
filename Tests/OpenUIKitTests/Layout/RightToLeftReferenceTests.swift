import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// A Hebrew form laid out by the app's right-to-left direction: a vertical stack of rows,
/// each a horizontal stack of a label and a field, a switch row and a button, all placed with
/// leading and trailing only. The reference shows the labels at the right, their text
/// right-aligned, the fields to their left with their Hebrew text and placeholder at their
/// right, the switch at the left end of its row (mirrored: on, its knob at the left), the button's leading title at the right and
/// the form's margins flipped.
@MainActor
@Suite struct RightToLeftReferenceTests {
    /// Font rasterisation is identical on one machine; a little slack for antialiasing.
    static let tolerance = 2

    func row(_ title: String, _ control: UIView, distribution: UIStackView.Distribution = .fill) -> UIStackView {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 15)
        label.widthAnchor.constraint(equalToConstant: 70).isActive = true
        let row = UIStackView(arrangedSubviews: [label, control])
        row.spacing = 10
        row.alignment = .center
        row.distribution = distribution
        return row
    }

    func field(_ text: String?, placeholder: String) -> UITextField {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = text
        field.placeholder = placeholder
        field.font = .systemFont(ofSize: 15)
        return field
    }

    @Test func aHebrewFormRunsRightToLeft() {
        let saved = UIApplication.shared.userInterfaceLayoutDirection
        defer { UIApplication.shared.setUserInterfaceLayoutDirection(saved) }
        UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 230))
        window.screenScale = 2
        window.backgroundColor = .white
        let title = UILabel()
        title.text = "הרשמה"
        title.font = .boldSystemFont(ofSize: 20)
        let toggle = UISwitch()
        toggle.isOn = true
        let send = UIButton(type: .system)
        send.setTitle("שליחה", for: .normal)
        send.contentHorizontalAlignment = .leading
        let form = UIStackView(arrangedSubviews: [
            title,
            row("שם", field("דנה כהן", placeholder: "")),
            row("דוא״ל", field(nil, placeholder: "name@example.com")),
            row("עדכונים", toggle, distribution: .equalSpacing),
            send,
        ])
        form.axis = .vertical
        form.spacing = 12
        form.alignment = .fill
        form.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 24),
            form.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -12),
            form.topAnchor.constraint(equalTo: window.topAnchor, constant: 12),
        ])
        window.renderIfNeeded()

        #expect(title.frame.maxX == form.bounds.maxX && form.frame.maxX == 296, "24 points in from the right, 12 from the left")
        #expect(toggle.frame.minX == 0, "the switch ends its row at the left")
        ReferenceImage.assertMatches(window.backBuffer!, named: "rtl-hebrew-form@2x", tolerance: Self.tolerance)
    }
}
