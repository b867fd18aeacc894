/// The XSETTINGS blob a desktop's settings daemon publishes (GNOME, Xfce, MATE, Cinnamon):
/// integers, strings and colours by name, such as `Xft/DPI` and `Gdk/WindowScalingFactor`.
///
/// Format (freedesktop XSETTINGS spec): byte order (1 byte, then 3 unused), serial (CARD32),
/// count (CARD32), then per setting: type (0 integer, 1 string, 2 colour), 1 unused byte,
/// name length (CARD16), the name padded to 4 bytes, last-change serial (CARD32), the value
/// (INT32; or CARD32 length and bytes padded to 4; or four CARD16). Parsing stops at the first
/// malformed entry and keeps what came before.
struct XSettings: Equatable {
    enum Value: Equatable {
        case integer(Int32)
        case string(String)
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    private(set) var values: [String: Value] = [:]

    init(values: [String: Value]) {
        self.values = values
    }

    init?(bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte() else { return nil }
        reader.bigEndian = order == 1
        reader.skip(3)
        guard reader.card32() != nil, let count = reader.card32() else { return nil }
        // Each entry takes at least 12 bytes, so a count beyond that is corrupt.
        for _ in 0..<min(Int(count), bytes.count / 12) {
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                  let name = reader.string(length: Int(nameLength)), reader.pad(Int(nameLength)),
                  reader.card32() != nil else { break }
            switch type {
            case 0:
                guard let value = reader.card32() else { return }
                values[name] = .integer(Int32(bitPattern: value))
            case 1:
                guard let length = reader.card32(), let text = reader.string(length: Int(length)), reader.pad(Int(length)) else { return }
                values[name] = .string(text)
            case 2:
                guard let r = reader.card16(), let g = reader.card16(), let b = reader.card16(), let a = reader.card16() else { return }
                values[name] = .color(red: r, green: g, blue: b, alpha: a)
            default:
                return
            }
        }
    }

    func integer(_ name: String) -> Int? {
        if case .integer(let value)? = values[name] { return Int(value) }
        return nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        @discardableResult
        mutating func skip(_ count: Int) -> Bool {
            guard count >= 0, offset + count <= bytes.count else { return false }
            offset += count
            return true
        }

        mutating func pad(_ length: Int) -> Bool {
            skip((4 - length % 4) % 4)
        }

        mutating func card16() -> UInt16? {
            guard offset + 2 <= bytes.count else { return nil }
            let a = UInt16(bytes[offset]), b = UInt16(bytes[offset + 1])
            offset += 2
            return bigEndian ? a << 8 | b : b << 8 | a
        }

        mutating func card32() -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            let raw = bytes[offset..<offset + 4].map(UInt32.init)
            offset += 4
            return bigEndian ? raw[0] << 24 | raw[1] << 16 | raw[2] << 8 | raw[3]
                             : raw[3] << 24 | raw[2] << 16 | raw[1] << 8 | raw[0]
        }

        mutating func string(length: Int) -> String? {
            guard length >= 0, offset + length <= bytes.count else { return nil }
            defer { offset += length }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
    }
}
