extension MigrationReport {
    /// The report for people: totals, then each file with its open items as `file:line`.
    public func markdown() -> String {
        var text = "# sbgen migration report\n\nProject: `\(project)`\n\n## Totals\n\n"
        text += table(totals)
        let (open, notes) = itemCounts
        text += "\n\(open) item\(open == 1 ? "" : "s") not converted, \(notes) manual "
        text += "step\(notes == 1 ? "" : "s")"
        let calls = callSiteSteps
        text += calls > 0 ? " (\(calls) at calls in the project's sources).\n" : ".\n"
        if !handEdited.isEmpty {
            text += "\n## Edited by hand\n\n"
            for edit in handEdited {
                text +=
                    edit.newVersion.map { "- `\(edit.path)`: kept; the new version is `\($0)`: merge it\n" }
                    ?? "- `\(edit.path)`: overwritten (`--force`)\n"
            }
        }
        if !skipped.isEmpty {
            text += "\n## Skipped\n\n"
            for item in skipped { text += "- \(line(item))\n" }
        }
        if !plists.isEmpty {
            text += "\n## Launch (Info.plist)\n\n"
            for plist in plists {
                text +=
                    "- `\(plist.path)`: \(plist.launchKeys.isEmpty ? "no launch keys" : plist.launchKeys.joined(separator: ", "))"
                text += plist.keysRemoved ? " → removed; " : plist.launchKeys.isEmpty ? "" : " → kept; "
                text += plist.outputs.map { "`\($0)`" }.joined(separator: ", ") + "\n"
                for item in plist.items { text += "  - \(line(item))\n" }
            }
        }
        text += "\n## Files\n"
        for file in files {
            text += "\n### `\(file.path)` (\(file.role))\n\n"
            if let owner = file.owner { text += "\(owner)\n\n" }
            if let reason = file.reason { text += "\(reason)\n\n" }
            if !file.outputs.isEmpty {
                text += "Output: " + file.outputs.map { "`\($0)`" }.joined(separator: ", ") + "\n\n"
            }
            if file.counts.rows.contains(where: { $0.1.total > 0 }) { text += table(file.counts) }
            if !file.items.isEmpty {
                text += "\n"
                for item in file.items { text += "- \(line(item))\n" }
            }
        }
        return text
    }

    private func line(_ item: Item) -> String {
        let place = item.line > 0 ? "\(item.file):\(item.line)" : item.file
        let message = item.message.hasPrefix("TODO: ") ? String(item.message.dropFirst(6)) : item.message
        return
            "\(item.severity == "note" ? "[ ] manual" : item.severity == "error" ? "**error**" : "[ ] TODO"): `\(place)` \(message)"
    }

    private func table(_ counts: Counts) -> String {
        var text = "| kind | converted | total | share |\n|---|---:|---:|---:|\n"
        for (name, count) in counts.rows where count.total > 0 {
            let share = Double(count.converted) * 100 / Double(count.total)
            text += "| \(name) | \(count.converted) | \(count.total) | \(CFormat.string("%.1f", share))% |\n"
        }
        return text
    }
}
