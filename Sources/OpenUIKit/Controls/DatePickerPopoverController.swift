import Foundation

/// What a compact `UIDatePicker` shows in a popover when one of its buttons is tapped: wheels
/// for the date or for the time, set up as the compact picker is, whose changes go straight
/// back to it. iOS shows a month calendar for the date; this shows the date's wheels.
///
/// It stays a popover in a compact width, as iOS's does.
@MainActor
final class DatePickerPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
    private weak var source: UIDatePicker?
    let part: UIDatePicker.CompactPart
    /// The wheels in the popover.
    let wheels = UIDatePicker(frame: CGRect(origin: .zero, size: UIDatePicker.wheelsSize))

    init(source: UIDatePicker, part: UIDatePicker.CompactPart) {
        self.source = source
        self.part = part
        super.init(nibName: nil, bundle: nil)
        wheels.preferredDatePickerStyle = .wheels
        wheels.datePickerMode = part == .date ? .date : .time
        wheels.locale = source.locale
        wheels.calendar = source.calendar
        wheels.timeZone = source.timeZone
        wheels.minuteInterval = source.minuteInterval
        wheels.roundsToMinuteInterval = source.roundsToMinuteInterval
        wheels.minimumDate = source.minimumDate
        wheels.maximumDate = source.maximumDate
        wheels.date = source.date
        wheels.addAction(UIAction { [weak self] _ in self?.wheelsChanged() }, for: .valueChanged)
    }

    /// Made in code only, by the compact picker it edits.
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        wheels.frame = view.bounds
        wheels.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(wheels)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        source?.editorDidClose()
    }

    private func wheelsChanged() {
        source?.editorDidPick(wheels.date)
    }

    /// A popover in every width.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
