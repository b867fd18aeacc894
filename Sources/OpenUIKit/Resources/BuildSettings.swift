import Foundation

/// The Xcode build settings an app's `Info.plist` refers to as `$(NAME)`, with the values
/// Xcode would give them for an app built from the same folder.
///
/// Xcode substitutes them when it builds; an app run from its source folder has them
/// unexpanded, so the launch expands them: `PRODUCT_NAME`, `TARGET_NAME` and
/// `EXECUTABLE_NAME` are the app's name; `PRODUCT_MODULE_NAME` its Swift module (the app
/// delegate's, else the name made a C99 identifier); `PRODUCT_BUNDLE_IDENTIFIER` a reverse-DNS
/// identifier made from the name; `DEVELOPMENT_LANGUAGE` is `en`. A variable not known is
/// replaced by nothing, as Xcode does, with a message. `$(NAME:c99extidentifier)` and
/// `$(NAME:rfc1034identifier)` apply those modifiers; `${NAME}` is read as `$(NAME)`.
struct BuildSettings: Sendable {
    /// The values by name.
    var values: [String: String]

    /// The settings of an app named `productName` whose code is in module `moduleName`.
    init(productName: String, moduleName: String? = nil) {
        let module = moduleName ?? BuildSettings.c99Identifier(productName)
        values = [
            "PRODUCT_NAME": productName,
            "TARGET_NAME": productName,
            "EXECUTABLE_NAME": productName,
            "PRODUCT_MODULE_NAME": module,
            "PRODUCT_BUNDLE_IDENTIFIER": "local.openuikit." + BuildSettings.rfc1034Identifier(productName),
            "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
            "DEVELOPMENT_LANGUAGE": "en",
            "MARKETING_VERSION": "1.0",
            "CURRENT_PROJECT_VERSION": "1",
        ]
    }

    /// `text` with every `$(NAME)` and `${NAME}` replaced; `context` names where it was read,
    /// for the message about an unknown variable.
    func expand(_ text: String, in context: String) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = BuildSettings.closing(rest[afterDollar]),
                  let end = rest[afterDollar...].firstIndex(of: close) else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let reference = rest[rest.index(after: afterDollar)..<end]
            result += value(of: reference, in: context)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static func closing(_ open: Character) -> Character? {
        switch open {
        case "(": return ")"
        case "{": return "}"
        default: return nil
        }
    }

    /// The value of `NAME` or `NAME:modifier`.
    private func value(of reference: Substring, in context: String) -> String {
        let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first, let value = values[name] else {
            Diagnostics.warn("\(context): the build setting $(\(reference)) is not known; it was left out", once: "BuildSettings.\(context).\(reference)")
            return ""
        }
        switch parts.count > 1 ? parts[1] : nil {
        case "c99extidentifier", "identifier": return BuildSettings.c99Identifier(value)
        case "rfc1034identifier": return BuildSettings.rfc1034Identifier(value)
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return value
        }
    }

    /// `name` with every character that cannot be in a C identifier replaced by `_`, and a
    /// leading digit prefixed with `_` (what Xcode makes a product's module name from).
    static func c99Identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }

    /// `name` with every character not allowed in a DNS label replaced by `-`.
    static func rfc1034Identifier(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }
}
