import Foundation

extension UIButton {
    /// What a button looks like before any title or image is set. The raw values are UIKit's.
    public enum ButtonType: Int, Sendable {
        /// No style: white titles, images as they are, no dimming when pressed.
        case custom = 0
        /// The iOS 7+ text button: titles and images in the tint colour, faded while pressed,
        /// grey when disabled, on a tint-coloured background when selected.
        case system = 1
        /// A circled "i" in the tint colour, 22 points square.
        case detailDisclosure = 2
        /// The same circled "i" (light and dark looked alike since iOS 7).
        case infoLight = 3
        /// An information button for light backgrounds.
        case infoDark = 4
        /// A circled "+" in the tint colour, 22 points square.
        case contactAdd = 5
        /// A grey circle with a cross, 30 points square (iOS 13).
        case close = 7

        /// The pre-iOS 7 name of `.system`.
        public static let roundedRect = ButtonType.system
    }
}
