/// `NSRegularExpression`'s replacement templates, for code that matches without Foundation: `$0` is
/// the match, `$1`… a capture group (as many digits as the largest group number has; a group out of
/// range or not taking part gives nothing), `\` makes the next character literal, and a `$`
/// without digits is itself.
enum RegexTemplate {
    /// `template` for one match of a pattern with `rangeCount` ranges (the match and its groups);
    /// `group(n)` is the text of range `n`, nil when it took no part.
    static func expand(_ template: String, rangeCount: Int, group: (Int) -> Substring?) -> String {
        guard template.utf8.contains(where: { $0 == 0x5C || $0 == 0x24 }) else { return template }
        var maxDigits = 1
        var magnitude = 10
        while magnitude < rangeCount, maxDigits < 20 {
            maxDigits += 1
            magnitude *= 10
        }
        let scalars = Array(template.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                if index + 1 < scalars.count { result.append(scalars[index + 1]) }
                index += 2
                continue
            }
            if scalar == "$" {
                var end = index + 1
                var number: Int?
                while end < scalars.count, end <= index + maxDigits, ("0"..."9").contains(scalars[end]) {
                    number = (number ?? 0) * 10 + Int(scalars[end].value - 0x30)
                    end += 1
                }
                if let number {
                    if number < rangeCount, let text = group(number) { result.append(contentsOf: text.unicodeScalars) }
                    index = end
                    continue
                }
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }
}
