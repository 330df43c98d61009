import Testing

@testable import SbgenCore

/// The calls that load storyboards and nibs by name, found in Swift and Objective-C text.
@Suite struct CallSiteScannerTests {
    typealias Site = CallSiteScanner.CallSite

    static func sites(_ text: String, objectiveC: Bool = false) -> [Site] {
        CallSiteScanner.scan(Array(text.utf8), file: objectiveC ? "A.m" : "A.swift", objectiveC: objectiveC)
    }

    /// (kind, literal, line, column) of each site.
    static func summary(_ sites: [Site]) -> [String] {
        sites.map { "\($0.kind) \($0.name) \($0.line):\($0.column)\($0.registers ? " registers" : "")" }
    }

    @Test func swiftCalls() {
        let text = """
            final class ListController: UITableViewController {
                func load() {
                    tableView.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "Cell")
                    // UINib(nibName: "Commented", bundle: nil)
                    _ = Bundle.main.loadNibNamed("Header", owner: nil)
                    let board = UIStoryboard(name: "Main", bundle: nil)
                    _ = board.instantiateViewController(withIdentifier: "Detail")
                    _ = board.instantiateInitialViewController()
                    _ = DetailController(nibName: "DetailView", bundle: nil)
                    _ = UIViewController(nibName: nil, bundle: nil)
                    _ = UIStoryboard(name: name, bundle: nil)
                    _ = UINib(nibName: "Cell\\(index)", bundle: nil)
                    performSegue(withIdentifier: "show", sender: nil)
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "show" {}
                }
                func other() { _ = "after" }
            }
            """
        let sites = Self.sites(text)
        #expect(
            Self.summary(sites) == [
                "nib Cell 3:28 registers", "loadNib Header 5:25", "storyboard Main 6:21", "identifier Detail 7:19",
                "initial  8:19", "initNibName DetailView 9:29", "performSegue show 13:9", "prepareSegue show 16:32",
            ])
        #expect(sites.allSatisfy { $0.enclosingClass == "ListController" })
        #expect(sites[3].storyboardHint == "Main")
        #expect(sites[0].call == #"UINib(nibName: "Cell", …)"#)
        #expect(sites[5].call == #"DetailController(nibName: "DetailView", …)"#)
    }

    @Test func objectiveCMessages() {
        let text = """
            @implementation LegacyLoader
            - (void)load {
                UIStoryboard *sb = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                id vc = [sb instantiateViewControllerWithIdentifier:@"Detail"];
                id first = [sb instantiateInitialViewController];
                [self.tableView registerNib:[UINib nibWithNibName:@"Cell" bundle:nil] forCellReuseIdentifier:@"Cell"];
                [[NSBundle mainBundle] loadNibNamed:@"Header" owner:self options:nil];
                id c = [[DetailController alloc] initWithNibName:@"DetailView" bundle:nil];
                [self performSegueWithIdentifier:@"show" sender:nil];
            }
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([segue.identifier isEqualToString:@"show"]) {}
            }
            - (void)other { NSLog(@"after"); }
            @end
            """
        let sites = Self.sites(text, objectiveC: true)
        #expect(
            Self.summary(sites) == [
                "storyboard Main 3:38", "identifier Detail 4:17", "initial  5:20", "nib Cell 6:40 registers",
                "loadNib Header 7:28", "initNibName DetailView 8:38", "performSegue show 9:11",
                "prepareSegue show 12:43",
            ])
        #expect(sites.allSatisfy { $0.enclosingClass == "LegacyLoader" })
    }

    /// Files without any of the anchors are not searched; sources are found by the project scan.
    @Test func projectScanFindsSources() throws {
        let project = try MigrateFixtures.project([
            "App/A.swift": #"let b = UIStoryboard(name: "Main", bundle: nil)"#, "App/B.m": "int x;",
            "App/C.mm": #"[UINib nibWithNibName:@"Cell" bundle:nil];"#, "Pods/P/D.swift": #"UINib(nibName: "X")"#,
            "App/E.h": #"UINib(nibName: "Y")"#,
        ])
        let scan = try ProjectScanner.scan(project.path)
        // Headers are read for the classes, outlets and actions they declare.
        #expect(scan.sources == ["App/A.swift", "App/B.m", "App/C.mm", "App/E.h"])
        let sites = CallSiteScanner.scan(scan.sources, root: project.path)
        #expect(Self.summary(sites) == ["storyboard Main 1:9", "nib Cell 1:8"])
    }
}
