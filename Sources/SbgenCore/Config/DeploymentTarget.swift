import IBModel

/// An OS version as deployment targets and `@available` spell it: `13`, `13.0`, `13.4.1`.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads `13`, `13.0` or `13.4.1` (one to three dot-separated decimal numbers, nothing else).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 4, part.utf8.allSatisfy({ (48...57).contains($0) }),
                let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    /// `13.0`, `13.4.1`: at least major and minor, as `@available` is usually written.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}

/// The lowest OS version generated code has to run on, for one platform: the user's deployment
/// target (`IPHONEOS_DEPLOYMENT_TARGET`, `--deployment-target ios13.0`, …; see
/// ``DeploymentTargets``). API introduced after it is called inside `if #available`; API deprecated
/// at or before it is replaced (see `docs/Configuration.md`, "Deployment target").
public struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
    /// `iOS`, `tvOS` or `macOS` (a watchOS target is kept, but nothing is generated for watchOS).
    public var platform: Platform
    public var version: OSVersion

    public init(_ platform: Platform, _ version: OSVersion) {
        self.platform = platform
        self.version = version
    }

    /// `iOS 13.0`.
    public var description: String { "\(platform.availabilityName) \(version)" }

    /// True when API introduced in `version` (on this platform) can be called without a check.
    public func allows(_ introduced: OSVersion) -> Bool { introduced <= version }

    /// `if #available(iOS 15.0, *) {`: the condition that lets code call API introduced in `version`.
    public func availabilityCondition(_ introduced: OSVersion) -> String {
        "#available(\(platform.availabilityName) \(introduced), *)"
    }

    /// The lowest deployment target per platform that the SDKs of Xcode 26 accept: the
    /// `MinimumDeploymentTarget` of the iOS 26.2 SDK's `SDKSettings.json` (iOS 12.0; it recommends
    /// 15.0) and of the macOS SDK (10.13; the macOS 15.5 SDK says the same), tvOS 12.0 like iOS.
    /// sbgen assumes it when nothing says otherwise: code for the lowest target compiles at every
    /// higher one (its `if #available` checks are then always true, which Swift accepts silently),
    /// while code for a higher target fails to compile below it.
    public static func lowest(_ platform: Platform) -> OSVersion {
        switch platform {
        case .iOS, .tvOS: OSVersion(12, 0)
        case .macOS: OSVersion(10, 13)
        case .watchOS: OSVersion(4, 0)
        }
    }

    /// `ios13.0`, `iOS 13`, `macos11.0`, `macosx10.15`, `tvos15.0`, `iphoneos13.0` (case-insensitive;
    /// a space or `=` may separate platform and version): the spellings of `--deployment-target`.
    /// - Returns: nil when the text names no platform or its version is not a version.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        let prefixes: [(String, Platform)] = [
            ("iphoneos", .iOS), ("ios", .iOS), ("macosx", .macOS), ("macos", .macOS), ("appletvos", .tvOS),
            ("tvos", .tvOS),
        ]
        guard let (prefix, platform) = prefixes.first(where: { lowered.hasPrefix($0.0) }) else { return nil }
        var rest = lowered.dropFirst(prefix.count)
        if rest.first == " " || rest.first == "=" { rest = rest.dropFirst() }
        guard let version = OSVersion(rest) else { return nil }
        self.init(platform, version)
    }
}

extension Platform {
    /// The platform name of `@available` and `#available`: `iOS`, `tvOS`, `macOS`, `watchOS`.
    public var availabilityName: String {
        switch self {
        case .iOS: "iOS"
        case .tvOS: "tvOS"
        case .macOS: "macOS"
        case .watchOS: "watchOS"
        }
    }
}
