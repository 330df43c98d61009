#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One value of a property list (`Info.plist`), as read by ``PropertyListReader`` and written by
/// ``PropertyListWriter``: sbgen links FoundationEssentials only, which has no
/// `PropertyListSerialization`, and its Codable `PropertyListDecoder` cannot tell `<real>2</real>`
/// from `<integer>2</integer>`.
indirect enum PropertyList: Equatable {
    case string(String)
    case integer(Int64)
    /// An integer above `Int64.max` (binary plists store those in 16 bytes).
    case unsignedInteger(UInt64)
    case real(Double)
    case bool(Bool)
    /// `<date>`: seconds since 1970, as `Date` holds them.
    case date(Date)
    case data(Data)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    /// The value as `PropertyListSerialization` hands it over: `String`, `Int`, `Double`, `Bool`,
    /// `Date`, `Data`, `[Any]`, `[String: Any]`.
    var anyValue: Any {
        switch self {
        case .string(let value): value
        case .integer(let value): Int(value)
        case .unsignedInteger(let value): value
        case .real(let value): value
        case .bool(let value): value
        case .date(let value): value
        case .data(let value): value
        case .array(let values): values.map(\.anyValue)
        case .dictionary(let values): values.mapValues(\.anyValue)
        }
    }

    /// The property list of a value ``anyValue`` returns (or a literal of those types); nil for
    /// anything a property list cannot hold.
    init?(any value: Any) {
        switch value {
        case let value as Bool: self = .bool(value)
        case let value as String: self = .string(value)
        case let value as Int: self = .integer(Int64(value))
        case let value as Int64: self = .integer(value)
        case let value as UInt64: self = value > UInt64(Int64.max) ? .unsignedInteger(value) : .integer(Int64(value))
        case let value as Double: self = .real(value)
        case let value as Date: self = .date(value)
        case let value as Data: self = .data(value)
        case let values as [Any]:
            var list: [PropertyList] = []
            for value in values {
                guard let element = PropertyList(any: value) else { return nil }
                list.append(element)
            }
            self = .array(list)
        case let values as [String: Any]:
            var dictionary: [String: PropertyList] = [:]
            for (key, value) in values {
                guard let element = PropertyList(any: value) else { return nil }
                dictionary[key] = element
            }
            self = .dictionary(dictionary)
        default: return nil
        }
    }
}
