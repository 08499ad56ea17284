import Rx

extension TextSanitizer {
    /// Registers a secret the process holds (an API token, a key), so that `sanitize(_:)` redacts it from every
    /// outside text from now on, such as a server's error message that echoes it.
    ///
    /// Call it at start-up for each credential read from the environment or a file; `nil`, empty and too short
    /// values (under `minimumSecretLength` characters) are ignored.
    /// - Parameter secret: The secret's value.
    public static func registerSecret(_ secret: String?) {
        guard let secret, let cleaned = SecretRegistry.cleaned(secret) else { return }
        SecretRegistry.shared.add(String(String.UnicodeScalarView(cleaned)))
    }

    /// Secrets shorter than this many characters are not redacted (they would blank out ordinary text).
    public static let minimumSecretLength = 4

    /// Every secret registered so far, in registration order.
    public static var registeredSecrets: [String] {
        SecretRegistry.shared.all
    }
}

/// The process's secrets for `TextSanitizer`.
final class SecretRegistry: @unchecked Sendable { // Sendable: `lock` guards `secrets`.
    static let shared = SecretRegistry()

    private let lock = RxLock()
    private var secrets: [String] = []

    private init() {}

    func add(_ secret: String) {
        lock.withLock {
            if !secrets.contains(secret) { secrets.append(secret) }
        }
    }

    var all: [String] {
        lock.withLock { secrets }
    }

    /// The secret as it would look after the sanitiser's first pass (so that it matches there), without
    /// surrounding spaces, as scalars; `nil` when it is too short to redact.
    static func cleaned(_ secret: String) -> [Unicode.Scalar]? {
        var scalars = Array(ControlStripper(scalarBudget: .max).strip(secret).scalars)
        while scalars.last == " " { scalars.removeLast() }
        while scalars.first == " " { scalars.removeFirst() }
        guard String(String.UnicodeScalarView(scalars)).count >= TextSanitizer.minimumSecretLength else { return nil }
        return scalars
    }
}
