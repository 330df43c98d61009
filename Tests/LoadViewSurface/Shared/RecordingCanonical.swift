import Foundation

// Canonical text, compiled into both recording modules (UIKit and AppKit): it must print what
// `MappedValue.canonical` in SbgenCore prints.

protocol SbgenCanonical { var sbgenCanonical: String { get } }

func sbgenQuote(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

func sbgenCanon(_ value: Any?) -> String {
    guard let value else { return "nil" }
    if let optional = value as? OptionalProtocol { return optional.sbgenUnwrapped.map(sbgenCanon) ?? "nil" }
    switch value {
    case let v as SbgenCanonical: return v.sbgenCanonical
    case let v as Bool: return "\(v)"
    case let v as CGFloat: return "\(Double(v))"
    case let v as Double: return "\(v)"
    case let v as Float: return "\(v)"
    case let v as Int: return "\(v)"
    case let v as String: return sbgenQuote(v)
    default: return String(describing: value)
    }
}

protocol OptionalProtocol { var sbgenUnwrapped: Any? { get } }
extension Optional: OptionalProtocol {
    var sbgenUnwrapped: Any? {
        switch self {
        case .some(let v): return v
        case .none: return nil
        }
    }
}

/// One spelling for a constraint and its mirror image (`a = b + k`, `b = a - k`; the generator writes
/// a constraint from the view it positions): the items in name order, as `CanonicalHierarchy.orderItems`
/// in SbgenCore writes the model's. `constant` nil is system spacing, which never flips.
func sbgenOrderItems(
    first: inout String, second: inout String, relation: inout String, multiplier: Double, constant: inout Double?
) {
    // Items of the same name (two views the form cannot tell apart): `≥`, and a constant not below 0.
    guard second != "-", multiplier == 1, let value = constant,
        second < first || (second == first && (relation == "lessThanOrEqual" || (relation == "equal" && value < 0)))
    else { return }
    swap(&first, &second)
    constant = value == 0 ? 0 : -value
    switch relation {
    case "lessThanOrEqual": relation = "greaterThanOrEqual"
    case "greaterThanOrEqual": relation = "lessThanOrEqual"
    default: break
    }
}
