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

    /// Same-named files that are no localized copies, a differing and an identical localized copy,
    /// and a reuse identifier with different classes in different scenes (compared with
    /// `Golden/Templates/sameNames-warnings.txt`): every template's warnings, each once.
    @Test func sameNameWarnings() throws {
        var seen: Set<String> = []
        var lines: [String] = []
        for template in TemplateGoldenTests.templates {
            let (_, _, diagnostics) = try TemplateRendering.render(
                template, documents: try SameNameFixtures.documents())
            for line in diagnostics.map(\.description) where seen.insert(line).inserted { lines.append(line) }
        }
        GoldenFile.check(
            lines.joined(separator: "\n") + "\n",
            against: "Tests/SbgenCoreTests/Golden/Templates/sameNames-warnings.txt")
    }

    @Test func namesAreValidSwift() {
        #expect(SwiftName.member("show detail") == "showDetail")
        #expect(SwiftName.member("show-detail") == "showDetail")
        #expect(SwiftName.member("default") == "`default`")
        #expect(SwiftName.member("42 answers") == "_42Answers")
        #expect(SwiftName.member("URLSession") == "urlSession")
        #expect(SwiftName.member("...") == "_u2E_u2E_u2E")
        #expect(SwiftName.type("main-menu") == "MainMenu")
        // A folder and a file name: the name of both as one identifier, fast for plain names.
        for (folder, name) in [("App", "Main"), ("UI", "Main"), ("1- Counter", "Main"), ("iOS", "LaunchScreen")] {
            #expect(SwiftName.type(folder: folder, name: name) == SwiftName.type("\(folder) \(name)"))
            #expect(
                SwiftName.member(type: SwiftName.type(folder: folder, name: name))
                    == SwiftName.member("\(folder) \(name)"))
        }
        #expect(SwiftName.type(folder: "UI", name: "Main") == "UIMain")
        #expect(SwiftName.member(type: "AppHeader") == "appHeader")
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
