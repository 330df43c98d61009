import Foundation
import TestSupport
import Testing

/// `sbgen generate --strict` and `sbgen.json`'s `strict`: a misspelled variable in a custom template
/// is a located error and nothing is written; without them the template renders as before.
@Suite struct StrictTemplateTests {
    static let typo = "{% for document in documents %}\n// {{ document.nmae }}\n{% endfor %}\n"
    static let error =
        "typo.stencil:2:16: error: undefined variable 'document.nmae': 'document' has no key 'nmae'; "
        + "did you mean 'document.name'?\nsbgen: 1 error, 0 warnings\n"

    static func project() throws -> URL {
        let folder = try GenerateConfigTests.project()
        try GenerateConfigTests.write(Self.typo, "typo.stencil", in: folder)
        return folder
    }

    @Test func theOptionMakesAMisspelledVariableAnError() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lenient = try SbgenProcess.run(["generate", "--template-path", "typo.stencil", "App"], in: folder)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stdout == "\n// \n// \n// \n// \n// \n")  // one empty comment per input, as before
        let strict = try SbgenProcess.run(
            ["generate", "--strict", "--template-path", "typo.stencil", "-o", "Out.swift", "App"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr == Self.error)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out.swift").path))
    }

    @Test func theConfigurationKeyAtTheTopAndPerOutput() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try GenerateConfigTests.write(
            #"{"strict": true, "inputs": ["App"], "outputs": [{"templatePath": "typo.stencil", "output": "Out.swift"}]}"#,
            "sbgen.json", in: folder)
        let strict = try SbgenProcess.run(["generate"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr == Self.error)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out.swift").path))
        // An entry's own "strict" wins over the file's; --strict turns it back on.
        try GenerateConfigTests.write(
            #"{"strict": true, "inputs": ["App"], "outputs": [{"templatePath": "typo.stencil", "output": "Out.swift", "strict": false}]}"#,
            "sbgen.json", in: folder)
        let lenient = try SbgenProcess.run(["generate"], in: folder)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(try GenerateConfigTests.read("Out.swift", in: folder) == "\n// \n// \n// \n// \n// \n")
        let forced = try SbgenProcess.run(["generate", "--strict"], in: folder)
        #expect(forced.stderr == Self.error)
    }

    @Test func lintChecksTheKeysType() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try GenerateConfigTests.write(
            "{\"strict\": \"yes\",\n \"outputs\": [{\"template\": \"scenes\", \"strict\": 1}]}", "sbgen.json",
            in: folder)
        let lint = try SbgenProcess.run(["config", "lint"], in: folder)
        #expect(lint.status == 1)
        #expect(
            lint.stderr
                == "sbgen.json:1:12: error: 'strict' must be true or false, found a string\n"
                + "sbgen.json:2:47: error: 'strict' must be true or false, found a number\n"
                + "sbgen: 2 errors, 0 warnings\n")
    }

    @Test func builtInTemplatesPassStrictModeOnTheExamples() throws {
        for template in ["scenes", "segues", "reuse-identifiers", "nibs"] {
            let lenient = try SbgenProcess.run(["generate", "--template", template, "Examples/App"])
            let strict = try SbgenProcess.run(["generate", "--strict", "--template", template, "Examples/App"])
            #expect(strict.status == 0, "\(template): \(strict.stderr)")
            #expect(strict.stdout == lenient.stdout, "\(template)")
        }
    }
}
