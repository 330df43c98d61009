import SbgenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin  // exit; Foundation brought it in before
#endif

/// The `sbgen` command: dispatches to subcommands.
@main
enum SbgenCLI {
    static let version = "0.1.0"

    static let commands: [any Command] = [
        GenerateCommand(), DumpCommand(), LoadViewCommand(), MigrateCommand(), TemplateCommand(), ConfigCommand(),
    ]

    static func main() {
        #if canImport(Glibc)
            // Input files (up to a few MB each) are read whole and freed after parsing. glibc raises its
            // mmap threshold after the first such free, so later buffers would come from the heap and
            // leave it fragmented; a fixed threshold keeps them mapped and returned (about 3 MB less
            // peak memory over a thousand files).
            // (`mallopt` is in <malloc.h>, which Glibc's module map leaves out.)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
                _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 128 * 1024)
            }
        #endif
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    static func run(_ arguments: [String]) -> Int32 {
        let console = Console()
        guard let first = arguments.first else {
            console.printError(overview)
            return 64
        }
        switch first {
        case "--version":
            console.output("sbgen \(version)\n")
            return 0
        case "-h", "--help":
            console.output(overview)
            return 0
        case "help":
            guard arguments.count > 1 else {
                console.output(overview)
                return 0
            }
            guard let command = command(named: arguments[1], console: console) else { return 64 }
            console.output(command.help)
            return 0
        default:
            break
        }
        guard let command = command(named: first, console: console) else { return 64 }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), options: command.allOptions)
            if parsed.flag("--help") {
                console.output(command.help)
                return 0
            }
            if parsed.flag("--quiet") { console.verbosity = .quiet }
            if parsed.flag("--verbose") { console.verbosity = .verbose }
            let status = try command.run(parsed, console: console)
            console.printSummary()
            return status
        } catch {
            console.printError(
                "error: \(error.message)\nUsage: sbgen \(command.name) [options] \(command.positionalUsage)")
            console.printError("See 'sbgen \(command.name) --help'.")
            return 64
        }
    }

    private static func command(named name: String, console: Console) -> (any Command)? {
        if let command = commands.first(where: { $0.name == name }) { return command }
        // Before a command only --version and --help are options.
        let isOption = name.hasPrefix("-")
        var message = "error: unknown \(isOption ? "option" : "command") '\(name)'"
        let candidates = isOption ? ["--help", "--version"] : commands.map(\.name)
        if let suggestion = ArgumentParser.suggestion(for: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        console.printError(message + "\nSee 'sbgen --help'.")
        return nil
    }

    static var overview: String {
        var text = "OVERVIEW: sbgen turns Interface Builder storyboards and xibs into Swift.\n\n"
        text += "USAGE: sbgen <command> [options]\n\nCOMMANDS:\n"
        for command in commands {
            text += "  \(command.name.padded(toLength: 12))\(command.abstract)\n"
        }
        text += "\n  --version   Print the version.\n\nSee 'sbgen help <command>' for a command's options.\n"
        return text
    }
}
