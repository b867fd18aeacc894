import Foundation

/// The kind of device an interface is designed for, with UIKit's raw values.
///
/// Every OpenUIKit window reports `.pad`. A Linux window is resizable, often large, and may be
/// driven by touch, which is what an iPad app in Split View or Stage Manager faces; it is also
/// what Apple's own port of UIKit to the desktop (Mac Catalyst, "Scale Interface to Match
/// iPad") reports. `.mac` would promise Mac-sized controls at 1 point per pixel and `.phone` a
/// narrow screen, and code branching on the idiom would choose the wrong layout from either.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not known.
    case unspecified = -1
    /// A phone-sized interface.
    case phone = 0
    /// A tablet-sized interface.
    case pad = 1
    /// A television interface.
    case tv = 2
    /// A car's dashboard interface.
    case carPlay = 3
    /// A Mac interface.
    case mac = 5
    /// A headset's spatial interface.
    case vision = 6

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .phone: "phone"
        case .pad: "pad"
        case .tv: "tv"
        case .carPlay: "carPlay"
        case .mac: "mac"
        case .vision: "vision"
        }
    }
}
