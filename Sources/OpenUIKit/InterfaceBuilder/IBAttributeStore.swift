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
