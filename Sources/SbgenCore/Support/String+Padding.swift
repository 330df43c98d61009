extension String {
    /// `padding(toLength:withPad: " ", startingAt: 0)` without Foundation: spaces added, or the
    /// text cut, to `length` UTF-16 code units (as `NSString` counts).
    package func padded(toLength length: Int) -> String {
        let count = utf16.count
        if count >= length { return String(decoding: utf16.prefix(length), as: UTF16.self) }
        return self + String(repeating: " ", count: length - count)
    }
}
