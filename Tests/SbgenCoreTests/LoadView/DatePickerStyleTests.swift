import Foundation
import IBModel
import SbgenCore
import SurfaceHarness
import Testing

/// IB's date picker `style` (`wheels`, `compact`, `inline`) is `preferredDatePickerStyle`: the
/// property and `.wheels`/`.compact` are iOS 13.4, `.inline` iOS 14.0 (UIDatePicker.h,
/// `../shared/uikit-facts.md`). Each is set plainly at a deployment target that has it, and inside
/// `if #available` below it; every output compiles at its target on the surface.
@Suite("Date picker styles by deployment target", .serialized)
struct DatePickerStyleTests {
    static let family = DeploymentTargetFixtures.families.first { $0.name == "DatePickerStyles" }!

    /// The `configure` statements of the three pickers at `target`.
    static func configure(at version: OSVersion) throws -> String {
        let code = try DeploymentTargetFixtures.generate(family, at: DeploymentTarget(.iOS, version)).code
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasSuffix("// configure") })
        let end = try #require(lines[start...].firstIndex { $0.hasSuffix("// hierarchy") })
        return lines[(start + 1)..<end].filter {
            $0.contains("datePicker") || $0.contains("#available") || $0 == "        }"
        }
        .joined(separator: "\n")
    }

    @Test func belowIOS13_4EveryStyleIsChecked() throws {
        #expect(
            try Self.configure(at: OSVersion(12)) == """
                        datePicker1.datePickerMode = .date
                        if #available(iOS 13.4, *) {
                            datePicker1.preferredDatePickerStyle = .wheels
                        }
                        datePicker1.translatesAutoresizingMaskIntoConstraints = false
                        datePicker2.datePickerMode = .time
                        if #available(iOS 13.4, *) {
                            datePicker2.preferredDatePickerStyle = .compact
                        }
                        datePicker2.translatesAutoresizingMaskIntoConstraints = false
                        datePicker3.datePickerMode = .date
                        if #available(iOS 14.0, *) {
                            datePicker3.preferredDatePickerStyle = .inline
                        }
                        datePicker3.translatesAutoresizingMaskIntoConstraints = false
                """)
    }

    @Test func atIOS13_4OnlyInlineIsChecked() throws {
        #expect(
            try Self.configure(at: OSVersion(13, 4)) == """
                        datePicker1.datePickerMode = .date
                        datePicker1.preferredDatePickerStyle = .wheels
                        datePicker1.translatesAutoresizingMaskIntoConstraints = false
                        datePicker2.datePickerMode = .time
                        datePicker2.preferredDatePickerStyle = .compact
                        datePicker2.translatesAutoresizingMaskIntoConstraints = false
                        datePicker3.datePickerMode = .date
                        if #available(iOS 14.0, *) {
                            datePicker3.preferredDatePickerStyle = .inline
                        }
                        datePicker3.translatesAutoresizingMaskIntoConstraints = false
                """)
    }

    @Test func atIOS14NothingIsChecked() throws {
        let text = try Self.configure(at: OSVersion(14))
        #expect(!text.contains("#available"))
        #expect(text.contains("        datePicker3.preferredDatePickerStyle = .inline\n"))
    }

    /// Each target's output compiles at that target, and the 13.4 output does not at 13.0 or 12.0
    /// (`.wheels` unchecked), nor the 14.0 output at 13.4 (`.inline` unchecked).
    @Test func compilesAtItsTargetOnly() throws {
        func check(generatedAt version: OSVersion, compiledAt target: String) throws -> [String] {
            let document = try DeploymentTargetFixtures.document(Self.family)
            let output = LoadViewGenerator.generate(
                document, source: document.path,
                options: LoadViewGenerator.Options(
                    deploymentTargets: DeploymentTargets([DeploymentTarget(.iOS, version)])))
            let source =
                try LoadViewRenderer.render(output.plan) + "\n"
                + LoadViewCompileTests.standIns(document, plan: output.plan)
            return try AvailabilityCheck.check([source], at: AvailabilityCheck.Target(.iOS, target)).map(\.message)
        }
        for (version, target) in [(OSVersion(12), "12.0"), (OSVersion(13, 4), "13.4"), (OSVersion(14), "14.0")] {
            let messages = try check(generatedAt: version, compiledAt: target)
            #expect(messages.isEmpty, "at \(target):\n\(messages.joined(separator: "\n"))")
        }
        #expect(
            try check(generatedAt: OSVersion(13, 4), compiledAt: "13.0").contains {
                $0.hasPrefix("'preferredDatePickerStyle' is only available in iOS 13.4")
            })
        #expect(
            try check(generatedAt: OSVersion(14), compiledAt: "13.4").contains {
                $0.hasPrefix("'inline' is only available in iOS 14.0")
            })
    }
}
