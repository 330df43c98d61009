import TestSupport
import Testing

@testable import SbgenCore

/// The warnings of the naming pass: every conflict of `TemplateFixtures` gets one, naming both
/// locations (compared with `Golden/Templates/conflicts-warnings.txt`).
struct NamingWarningTests {
    @Test func conflictWarnings() throws {
        let (_, _, diagnostics) = try TemplateRendering.render("scenes", documents: try TemplateFixtures.conflicts())
        let text = diagnostics.map(\.description).joined(separator: "\n") + "\n"
        GoldenFile.check(text, against: "Tests/SbgenCoreTests/Golden/Templates/conflicts-warnings.txt")
    }

    @Test func namesAreValidSwift() {
        #expect(SwiftName.member("show detail") == "showDetail")
        #expect(SwiftName.member("show-detail") == "showDetail")
        #expect(SwiftName.member("default") == "`default`")
        #expect(SwiftName.member("42 answers") == "_42Answers")
        #expect(SwiftName.member("URLSession") == "urlSession")
        #expect(SwiftName.member("...") == "_u2E_u2E_u2E")
        #expect(SwiftName.type("main-menu") == "MainMenu")
        #expect(SwiftName.isPlainTypeName("RecipeCell"))
        #expect(!SwiftName.isPlainTypeName("_TtC4Demo6MyCell"))
        #expect(!SwiftName.isPlainTypeName("Module.Cell"))
    }

    @Test func sameIdentifierSameClassIsOneAccessor() throws {
        let documents = try TemplateRendering.documents(["Examples/App"])
        let (context, _) = ContextBuilder.sbgen(documents: documents)
        #expect(context.reuseIdentifiers.map(\.swiftName) == ["basicCell", "ingredientCell", "recipeCell"])
        #expect(context.reuseIdentifiers[1].nibName == "IngredientCell")
    }
}
