import CDBus
import Foundation

/// One D-Bus value with its type, as the accessibility bridge sends and reads them: the
/// basic types, arrays (of any one element type), structures, dictionary entries and variants.
///
/// libdbus does the wire encoding (alignment, byte order, lengths); this type only walks
/// its message iterators, so what is sent always matches the signature it declares.
indirect enum DBusValue: Equatable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// An array of values that all have the type `elementSignature` (which an empty array
    /// still needs).
    case array(elementSignature: String, [DBusValue])
    case structure([DBusValue])
    /// A key and a value; only inside an array (`a{sv}` is an array of these).
    case dictEntry(DBusValue, DBusValue)
    case variant(DBusValue)

    /// The type codes of the D-Bus specification, as libdbus takes them.
    enum TypeCode {
        static let invalid = Int32(0)
        static let byte = code("y"), boolean = code("b"), int16 = code("n"), uint16 = code("q")
        static let int32 = code("i"), uint32 = code("u"), int64 = code("x"), uint64 = code("t")
        static let double = code("d"), string = code("s"), objectPath = code("o"), signature = code("g")
        static let array = code("a"), structure = code("r"), dictEntry = code("e"), variant = code("v")

        private static func code(_ letter: Unicode.Scalar) -> Int32 { Int32(letter.value) }
    }

    /// The value's type signature ("s", "a{sv}", "(so)").
    var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .variant: "v"
        }
    }

    // MARK: Reading what a value holds

    /// The text of a string, object path or signature.
    var stringValue: String? {
        switch self {
        case .string(let text), .objectPath(let text), .signature(let text): text
        case .variant(let inner): inner.stringValue
        default: nil
        }
    }

    /// Any integer type as an `Int`.
    var intValue: Int? {
        switch self {
        case .byte(let v): Int(v)
        case .int16(let v): Int(v)
        case .uint16(let v): Int(v)
        case .int32(let v): Int(v)
        case .uint32(let v): Int(v)
        case .int64(let v): Int(v)
        case .uint64(let v): Int(exactly: v)
        case .variant(let inner): inner.intValue
        default: nil
        }
    }

    /// A double, or any integer as one.
    var doubleValue: Double? {
        if case .double(let v) = self { return v }
        if case .variant(let inner) = self { return inner.doubleValue }
        return intValue.map(Double.init)
    }

    // MARK: Encoding

    /// Appends `values` to `message` as its arguments; false when libdbus ran out of memory.
    static func append(_ values: [DBusValue], to message: OpaquePointer) -> Bool {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for value in values where !value.append(to: &iterator) { return false }
        return true
    }

    /// Appends this value at `iterator`.
    func append(to iterator: inout DBusMessageIter) -> Bool {
        switch self {
        case .byte(var v): return dbus_message_iter_append_basic(&iterator, TypeCode.byte, &v) != 0
        case .boolean(let b):
            var v = dbus_bool_t(b ? 1 : 0)
            return dbus_message_iter_append_basic(&iterator, TypeCode.boolean, &v) != 0
        case .int16(var v): return dbus_message_iter_append_basic(&iterator, TypeCode.int16, &v) != 0
        case .uint16(var v): return dbus_message_iter_append_basic(&iterator, TypeCode.uint16, &v) != 0
        case .int32(var v): return dbus_message_iter_append_basic(&iterator, TypeCode.int32, &v) != 0
        case .uint32(var v): return dbus_message_iter_append_basic(&iterator, TypeCode.uint32, &v) != 0
        case .int64(var v): return dbus_message_iter_append_basic(&iterator, TypeCode.int64, &v) != 0
        case .uint64(var v): return dbus_message_iter_append_basic(&iterator, TypeCode.uint64, &v) != 0
        case .double(var v): return dbus_message_iter_append_basic(&iterator, TypeCode.double, &v) != 0
        case .string(let text): return Self.appendText(Self.wireSafe(text), type: TypeCode.string, to: &iterator)
        case .objectPath(let path): return Self.appendText(path, type: TypeCode.objectPath, to: &iterator)
        case .signature(let text): return Self.appendText(text, type: TypeCode.signature, to: &iterator)
        case .array(let element, let items):
            return Self.appendContainer(TypeCode.array, contained: element, to: &iterator) { sub in
                items.allSatisfy { $0.append(to: &sub) }
            }
        case .structure(let fields):
            return Self.appendContainer(TypeCode.structure, contained: nil, to: &iterator) { sub in
                fields.allSatisfy { $0.append(to: &sub) }
            }
        case .dictEntry(let key, let value):
            return Self.appendContainer(TypeCode.dictEntry, contained: nil, to: &iterator) { sub in
                key.append(to: &sub) && value.append(to: &sub)
            }
        case .variant(let inner):
            return Self.appendContainer(TypeCode.variant, contained: inner.signature, to: &iterator) { sub in
                inner.append(to: &sub)
            }
        }
    }

    /// `text` without NUL characters, which a D-Bus string cannot hold (a C string would end
    /// there). Swift strings are valid UTF-8 otherwise, which libdbus checks.
    static func wireSafe(_ text: String) -> String {
        text.contains("\0") ? text.replacingOccurrences(of: "\0", with: "") : text
    }

    private static func appendText(_ text: String, type: Int32, to iterator: inout DBusMessageIter) -> Bool {
        text.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            return dbus_message_iter_append_basic(&iterator, type, &pointer) != 0
        }
    }

    private static func appendContainer(_ type: Int32, contained: String?, to iterator: inout DBusMessageIter,
                                        _ body: (inout DBusMessageIter) -> Bool) -> Bool {
        var sub = DBusMessageIter()
        let opened = contained.map { signature in
            signature.withCString { dbus_message_iter_open_container(&iterator, type, $0, &sub) }
        } ?? dbus_message_iter_open_container(&iterator, type, nil, &sub)
        guard opened != 0 else { return false }
        guard body(&sub) else {
            dbus_message_iter_abandon_container(&iterator, &sub)
            return false
        }
        return dbus_message_iter_close_container(&iterator, &sub) != 0
    }

    // MARK: Decoding

    /// The arguments of `message`, in order; a value of a type this enum does not hold (a
    /// Unix file descriptor) ends the list.
    static func arguments(of message: OpaquePointer) -> [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        return readAll(&iterator)
    }

    private static func readAll(_ iterator: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != TypeCode.invalid {
            guard let value = read(&iterator) else { break }
            values.append(value)
            dbus_message_iter_next(&iterator)
        }
        return values
    }

    /// The value at `iterator` (which stays where it is).
    static func read(_ iterator: inout DBusMessageIter) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(&iterator)
        switch type {
        case TypeCode.byte: return .byte(basic(&iterator, UInt8(0)))
        case TypeCode.boolean: return .boolean(basic(&iterator, dbus_bool_t(0)) != 0)
        case TypeCode.int16: return .int16(basic(&iterator, Int16(0)))
        case TypeCode.uint16: return .uint16(basic(&iterator, UInt16(0)))
        case TypeCode.int32: return .int32(basic(&iterator, Int32(0)))
        case TypeCode.uint32: return .uint32(basic(&iterator, UInt32(0)))
        case TypeCode.int64: return .int64(basic(&iterator, Int64(0)))
        case TypeCode.uint64: return .uint64(basic(&iterator, UInt64(0)))
        case TypeCode.double: return .double(basic(&iterator, Double(0)))
        case TypeCode.string, TypeCode.objectPath, TypeCode.signature:
            let pointer = basic(&iterator, UnsafePointer<CChar>?.none)
            let text = pointer.map { String(cString: $0) } ?? ""
            return type == TypeCode.string ? .string(text) : type == TypeCode.objectPath ? .objectPath(text) : .signature(text)
        case TypeCode.array:
            // The array's own signature names its element type even when it is empty.
            let whole = signature(at: &iterator)
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            return .array(elementSignature: String(whole.dropFirst()), readAll(&sub))
        case TypeCode.structure:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            return .structure(readAll(&sub))
        case TypeCode.dictEntry:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            let pair = readAll(&sub)
            guard pair.count == 2 else { return nil }
            return .dictEntry(pair[0], pair[1])
        case TypeCode.variant:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            return read(&sub).map { .variant($0) }
        default:
            return nil
        }
    }

    private static func basic<T>(_ iterator: inout DBusMessageIter, _ initial: T) -> T {
        var value = initial
        withUnsafeMutableBytes(of: &value) { dbus_message_iter_get_basic(&iterator, $0.baseAddress) }
        return value
    }

    private static func signature(at iterator: inout DBusMessageIter) -> String {
        guard let text = dbus_message_iter_get_signature(&iterator) else { return "" }
        defer { dbus_free(text) }
        return String(cString: text)
    }
}
