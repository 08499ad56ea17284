import Foundation

extension ObservableType where Element == Data {
    /// Decodes each `Data` element as `type` with `decoder`; a decoding failure ends the sequence with its error.
    ///
    ///     --data1--data2--|  decode(type: Item.self, decoder: JSONDecoder())  --item1--item2--|
    ///
    /// Use it on network responses: `response.map(\.data).decode(type: [Repository].self, decoder: JSONDecoder())`.
    /// - Parameters:
    ///   - type: The `Decodable` type to decode each element as.
    ///   - decoder: Any `DataDecoder`, such as `JSONDecoder` or `PropertyListDecoder`.
    /// - Returns: The decoded values.
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}

/// A decoder that turns `Data` into a `Decodable` value, for `decode(type:decoder:)`.
///
/// `JSONDecoder` and `PropertyListDecoder` conform; conform a custom format's decoder to use it with `decode`.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`, throwing when the data does not describe one.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
