import IBModel
import SbgenTemplate

extension TriggerWiring {
    /// What loadview's note on a segue promises (`loadview` alone has no flow to perform it in).
    static let promise = "`sbgen migrate` converts it to a method of the controller"
    /// What it says once `migrate` ran: the notes left (``wire(_:into:document:)`` dropped those of
    /// converted segues) are of segues migrate did not convert, and its report says why.
    static let unconverted = "`sbgen migrate` did not convert it either: see its TODO in MIGRATION.md"

    /// The plan with each remaining segue note saying it was not converted.
    static func restateUnconverted(_ plan: LoadViewPlan) -> LoadViewPlan {
        var plan = plan
        for index in plan.types.indices {
            for group in plan.types[index].groups.indices {
                let statements = plan.types[index].groups[group].statements
                guard
                    statements.contains(where: {
                        $0.code.isEmpty && $0.comment.map { contains($0, "sbgen migrate` converts") } == true
                    })
                else { continue }
                for position in statements.indices {
                    guard let comment = statements[position].comment, statements[position].code.isEmpty else {
                        continue
                    }
                    plan.types[index].groups[group].statements[position].comment = comment.replacingLiteral(
                        promise, with: unconverted)
                }
            }
        }
        return plan
    }
}
