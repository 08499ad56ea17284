/// A repository's license as GitHub detected it.
public struct RepositoryLicense: Codable, Hashable, Sendable {
    /// The SPDX identifier (`MIT`, `Apache-2.0`), when GitHub knows it (`NOASSERTION` otherwise).
    public var spdxID: String?
    /// The license's name (`MIT License`).
    public var name: String?

    /// A license with these names.
    public init(spdxID: String? = nil, name: String? = nil) {
        self.spdxID = spdxID
        self.name = name
    }

    enum CodingKeys: String, CodingKey {
        case spdxID = "spdx_id"
        case name
    }

    /// What to show: the SPDX id when it is a real one, else the name.
    public var displayName: String? {
        if let spdxID, !spdxID.isEmpty, spdxID != "NOASSERTION" { return spdxID }
        if let name, !name.isEmpty { return name }
        return nil
    }
}
