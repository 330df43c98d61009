/// Big values a command no longer needs, kept instead of freed when the process is about to exit.
enum ProcessExit {
    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Keeps `value` alive until the process exits: call it just before a command returns its exit
    /// code, with the structures whose freeing (thousands of dictionaries) would only delay the exit.
    static func keepUntilExit<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }
}
