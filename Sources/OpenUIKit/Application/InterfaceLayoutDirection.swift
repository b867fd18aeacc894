import Foundation
import Synchronization

/// Where the app's layout direction comes from: the user's language, as the locale's
/// environment variables name it, unless a launch argument or `OPENUIKIT_LAYOUT_DIRECTION`
/// says otherwise.
///
/// iOS takes the direction from the app's language (the first of the user's preferred
/// languages the app is localized in). Here the language is the first entry of `LANGUAGE`,
/// else the language of `LC_ALL`, `LC_MESSAGES` or `LANG` (the first one set), as gettext
/// picks a translation; `LANGUAGE` is ignored under the `C` and `POSIX` locales, as gettext
/// ignores it there. The interface runs right to left when that language is written in a
/// right-to-left script (`rightToLeftLanguages`).
///
/// Two overrides, strongest first: the launch arguments Xcode's "Right-to-Left
/// Pseudolanguage" passes, `-AppleTextDirection YES` and `-NSForceRightToLeftWritingDirection
/// YES` (`NO` forces left to right), which `UIApplicationMain` reads; and the environment
/// variable `OPENUIKIT_LAYOUT_DIRECTION` set to `rightToLeft` (or `rtl`) or `leftToRight`
/// (or `ltr`), for apps launched without `UIApplicationMain`'s command line.
enum InterfaceLayoutDirection {
    /// The environment variable that forces a direction.
    static let overrideEnvironmentVariable = "OPENUIKIT_LAYOUT_DIRECTION"

    /// The ISO 639 codes of the languages whose script runs right to left.
    static var rightToLeftLanguages: Set<String> { NSWritingDirection.rightToLeftLanguages }

    /// The direction the environment asks for: the override variable if it holds a
    /// direction, else the language's.
    static func resolve(environment: [String: String]) -> UIUserInterfaceLayoutDirection {
        if let forced = environment[overrideEnvironmentVariable], !forced.isEmpty {
            if let direction = direction(named: forced) { return direction }
            Diagnostics.warn("\(overrideEnvironmentVariable)=\(MessageText.quoted(forced)) is not rightToLeft, rtl, leftToRight or ltr; the language decides",
                             once: "layout direction override \(forced)")
        }
        guard let language = language(environment: environment) else { return .leftToRight }
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// A direction's name in `OPENUIKIT_LAYOUT_DIRECTION`, in any case.
    static func direction(named name: String) -> UIUserInterfaceLayoutDirection? {
        switch name.lowercased() {
        case "righttoleft", "rtl": .rightToLeft
        case "lefttoright", "ltr": .leftToRight
        default: nil
        }
    }

    /// The user's language as an ISO 639 code in lower case, or nil when the environment
    /// names none (or only `C`/`POSIX`).
    static func language(environment: [String: String]) -> String? {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let isPortable = locale.map(isPortableLocale) ?? true
        if !isPortable, let list = environment["LANGUAGE"],
           let first = list.split(separator: ":").lazy.map(String.init).compactMap(languageCode).first {
            return first
        }
        return locale.flatMap(languageCode)
    }

    /// The language part of a locale name (`ar` of `ar_EG.UTF-8@latin`), lower-cased; nil
    /// for `C`, `POSIX` and names that do not start with letters.
    static func languageCode(of locale: String) -> String? {
        guard !isPortableLocale(locale) else { return nil }
        let code = locale.prefix { $0.isASCII && $0.isLetter }.lowercased()
        return code.isEmpty ? nil : code
    }

    /// Whether `locale` is the portable locale, under which programs are not translated.
    static func isPortableLocale(_ locale: String) -> Bool {
        let base = locale.prefix { $0 != "." && $0 != "@" }
        return base == "C" || base == "POSIX"
    }

    /// What the launch arguments force, if they name a direction: `-AppleTextDirection` or
    /// `-NSForceRightToLeftWritingDirection` followed by `YES` (right to left) or `NO`; the
    /// last one given wins. A value that is neither is refused with the option's name.
    static func forcedDirection(arguments: [String]) throws(LaunchArguments.Failure) -> UIUserInterfaceLayoutDirection? {
        var forced: UIUserInterfaceLayoutDirection?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let name = arguments[index]
            index += 1
            guard launchArgumentNames.contains(name) else { continue }
            guard index < arguments.endIndex else { throw LaunchArguments.Failure(description: "\(name) needs a value, YES or NO") }
            switch arguments[index].uppercased() {
            case "YES", "1", "TRUE": forced = .rightToLeft
            case "NO", "0", "FALSE": forced = .leftToRight
            default:
                throw LaunchArguments.Failure(description: "\(name) “\(MessageText.quoted(arguments[index]))”: the value must be YES or NO")
            }
            index += 1
        }
        return forced
    }

    /// The launch arguments that force a direction, as Xcode passes them.
    static let launchArgumentNames: Set<String> = ["-AppleTextDirection", "-NSForceRightToLeftWritingDirection"]

    private static let storage = Mutex(resolve(environment: ProcessInfo.processInfo.environment))

    /// The app's direction now. Readable from any thread, as trait collections are.
    static var current: UIUserInterfaceLayoutDirection {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
