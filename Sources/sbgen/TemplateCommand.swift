import SbgenCore

/// `sbgen template list|cat`: shows the built-in templates.
struct TemplateCommand: Command {
    let name = "template"
    let abstract = "List the built-in templates, or print one to start your own from."
    let positionalUsage = "list | cat <name>"
    let discussion = ""
    let examples = [
        ("The built-in templates", "sbgen template list"),
        (
            "Copy a built-in template to customize it (self-contained; render it with --trim smart)",
            "sbgen template cat scenes > Templates/my-scenes.stencil"
        ),
    ]
    let options: [OptionSpec] = []

    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        switch arguments.positionals.first {
        case "list":
            guard arguments.positionals.count == 1 else { throw UsageError(message: "'list' takes no arguments") }
            for name in TemplateSelection.builtinNames { console.output(name + "\n") }
            return 0
        case "cat":
            guard arguments.positionals.count == 2 else { throw UsageError(message: "'cat' takes one template name") }
            let name = arguments.positionals[1]
            guard let text = TemplateSelection.standaloneBuiltinText(name) else {
                var message = "no built-in template named '\(name)'"
                if let suggestion = ArgumentParser.suggestion(for: name, among: TemplateSelection.builtinNames) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message: message)
            }
            console.output(text)
            return 0
        case let other?:
            throw UsageError(message: "unknown action '\(other)'; expected list or cat")
        case nil:
            throw UsageError(message: "expected list or cat")
        }
    }
}
