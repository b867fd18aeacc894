import Foundation

/// The bytes of a document read from a file, and where each element's attributes are in
/// them: what `IBAttributes` of a parsed element read their names and values from, shared by
/// the whole tree.
///
/// The tokenizer has already checked every attribute (UTF-8, XML's characters, references,
/// no repeated names), so a value read here only has to become a string. The few values
/// whose text differs from their bytes (with a reference such as `&amp;`, or a line end or
/// tab, which read as a space) are decoded once while parsing and kept as strings.
// @unchecked Sendable: the tokenizer fills `records` and `decoded` while it parses, before
// any element that refers to the store is handed out; after that nothing changes them.
final class IBAttributeStore: @unchecked Sendable {
    /// One attribute: where its name and value are in `bytes`. A negative `valueStart` names
    /// the decoded value `decoded[-valueStart - 1]` instead.
    struct Record {
        var nameStart: Int32
        var nameCount: Int32
        var valueStart: Int32
        var valueCount: Int32
    }

    /// A copy of the file's bytes (at most `IBXMLReader.maximumFileSize`, so offsets fit
    /// in `Int32`).
    let bytes: UnsafeMutableRawPointer
    let byteCount: Int
    /// Every attribute of the document, element by element in document order.
    @exclusivity(unchecked) var records: [Record] = []
    /// The values whose text differs from their bytes.
    @exclusivity(unchecked) var decoded: [String] = []

    /// A store over a copy of `source`.
    init(copying source: UnsafeRawBufferPointer) {
        byteCount = source.count
        bytes = UnsafeMutableRawPointer.allocate(byteCount: max(1, source.count), alignment: 8)
        if let base = source.baseAddress, source.count > 0 { bytes.copyMemory(from: base, byteCount: source.count) }
    }

    deinit {
        bytes.deallocate()
    }

    /// The bytes, as the tokenizer reads them.
    var buffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: UInt8.self), count: byteCount)
    }

    /// The name of the record at `index`.
    func name(at index: Int) -> String {
        let record = records[index]
        return Self.string(bytes + Int(record.nameStart), count: Int(record.nameCount))
    }

    /// The value of the record at `index`.
    func value(at index: Int) -> String {
        let record = records[index]
        if record.valueStart < 0 { return decoded[Int(-record.valueStart - 1)] }
        return Self.string(bytes + Int(record.valueStart), count: Int(record.valueCount))
    }

    /// Whether the value of the record at `index` is `text`, compared byte for byte (no
    /// string made).
    func value(at index: Int, equals text: String) -> Bool {
        let record = records[index]
        if record.valueStart < 0 { return decoded[Int(-record.valueStart - 1)] == text }
        var text = text
        return text.withUTF8 { utf8 -> Bool in
            guard utf8.count == Int(record.valueCount) else { return false }
            guard let base = utf8.baseAddress, utf8.count > 0 else { return true }
            return memcmp(bytes + Int(record.valueStart), base, utf8.count) == 0
        }
    }

    /// `body` over the bytes of the value of the record at `index`, when its text is its
    /// bytes (nil for a decoded value, which has references or line ends).
    func withValueBytes<Result>(at index: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
        let record = records[index]
        guard record.valueStart >= 0 else { return nil }
        return body(UnsafeRawBufferPointer(start: bytes + Int(record.valueStart), count: Int(record.valueCount)))
    }

    /// `true` or `false` when the value of the record at `index` is `YES` or `NO`, the only
    /// spellings Interface Builder writes; nil for anything else.
    func yesOrNo(at index: Int) -> Bool? {
        withValueBytes(at: index) { value -> Bool? in
            if value.count == 3, value[0] == 0x59, value[1] == 0x45, value[2] == 0x53 { return true }   // YES
            if value.count == 2, value[0] == 0x4E, value[1] == 0x4F { return false }                    // NO
            return nil
        } ?? nil
    }

    /// FNV-1a of `bytes`: the hash `IBIdentifierIndex` places ids by.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// `hash(_:)` of the value of the record at `index`.
    func valueHash(at index: Int) -> UInt64 {
        if let hash = withValueBytes(at: index, IBAttributeStore.hash) { return hash }
        var text = value(at: index)
        return text.withUTF8 { IBAttributeStore.hash(UnsafeRawBufferPointer($0)) }
    }

    /// Whether the value of the record at `index` is the UTF-8 text `text`.
    func value(at index: Int, equals text: UnsafeRawBufferPointer) -> Bool {
        if let equal = withValueBytes(at: index, { value in
            value.count == text.count && (value.isEmpty || memcmp(value.baseAddress!, text.baseAddress!, value.count) == 0)
        }) {
            return equal
        }
        var decoded = value(at: index)
        return decoded.withUTF8 { $0.elementsEqual(text) }
    }

    /// Whether the records at `index` and `other` have the same value.
    func value(at index: Int, equalsValueAt other: Int) -> Bool {
        if let equal = withValueBytes(at: other, { value(at: index, equals: $0) }) { return equal }
        var decoded = value(at: other)
        return decoded.withUTF8 { value(at: index, equals: UnsafeRawBufferPointer($0)) }
    }

    /// The first record in `range` named `name`, compared byte for byte.
    func index(of name: String, in range: Range<Int>) -> Int? {
        var name = name
        return name.withUTF8 { key -> Int? in
            guard let keyBase = key.baseAddress else { return nil }
            let count = Int32(key.count)
            let first = keyBase[0]
            return records.withUnsafeBufferPointer { records -> Int? in
                var index = range.lowerBound
                while index < range.upperBound {
                    let record = records[index]
                    if record.nameCount == count, bytes.load(fromByteOffset: Int(record.nameStart), as: UInt8.self) == first,
                       memcmp(bytes + Int(record.nameStart), keyBase, key.count) == 0 {
                        return index
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    /// A string of `count` bytes at `source`, already checked to be UTF-8. (`String(decoding:as:)`
    /// asks at run time whether its argument is contiguous, a dynamic cast that cost as much
    /// as making the string.)
    static func string(_ source: UnsafeRawPointer, count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress!.initialize(from: source.assumingMemoryBound(to: UInt8.self), count: count)
            return count
        }
    }
}
