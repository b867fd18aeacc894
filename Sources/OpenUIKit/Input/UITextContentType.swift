/// What a text input is for (a name, an email address, a password), so that AutoFill can
/// offer a stored value. There is no AutoFill here; the value is kept for the app.
///
/// The raw values are the HTML `autocomplete` tokens UIKit uses, as storyboards write them
/// (`textContentType="one-time-code"`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The token.
    public let rawValue: String

    /// A content type from its token.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A content type from its token.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A whole name.
    public static let name = UITextContentType(rawValue: "name")

    /// A title before a name, such as "Dr."
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")

    /// A first name.
    public static let givenName = UITextContentType(rawValue: "given-name")

    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "additional-name")

    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")

    /// A suffix after a name, such as "Jr."
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")

    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")

    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "organization-title")

    /// A company or organisation.
    public static let organizationName = UITextContentType(rawValue: "organization")

    /// A place: an address, a landmark or a point of interest.
    public static let location = UITextContentType(rawValue: "location")

    /// A whole street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")

    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")

    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")

    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")

    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "address-level1")

    /// A city and a state together.
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")

    /// A district within a city.
    public static let sublocality = UITextContentType(rawValue: "address-level3")

    /// A country.
    public static let countryName = UITextContentType(rawValue: "country-name")

    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")

    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")

    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")

    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")

    /// A payment card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")

    /// A user name for signing in.
    public static let username = UITextContentType(rawValue: "username")

    /// A password for signing in.
    public static let password = UITextContentType(rawValue: "password")

    /// A new password, as when signing up or changing it.
    public static let newPassword = UITextContentType(rawValue: "new-password")

    /// A one-time code, as sent by SMS or email.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")

    /// Every content type UIKit names, for decoding storyboards by token or by name.
    static let named: [String: UITextContentType] = {
        var table: [String: UITextContentType] = [:]
        for (name, type) in [
            ("name", name),
            ("namePrefix", namePrefix),
            ("givenName", givenName),
            ("middleName", middleName),
            ("familyName", familyName),
            ("nameSuffix", nameSuffix),
            ("nickname", nickname),
            ("jobTitle", jobTitle),
            ("organizationName", organizationName),
            ("location", location),
            ("fullStreetAddress", fullStreetAddress),
            ("streetAddressLine1", streetAddressLine1),
            ("streetAddressLine2", streetAddressLine2),
            ("addressCity", addressCity),
            ("addressState", addressState),
            ("addressCityAndState", addressCityAndState),
            ("sublocality", sublocality),
            ("countryName", countryName),
            ("postalCode", postalCode),
            ("telephoneNumber", telephoneNumber),
            ("emailAddress", emailAddress),
            ("URL", URL),
            ("creditCardNumber", creditCardNumber),
            ("username", username),
            ("password", password),
            ("newPassword", newPassword),
            ("oneTimeCode", oneTimeCode),
        ] { table[name] = type; table[type.rawValue] = type }
        return table
    }()
}
