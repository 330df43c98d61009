import Foundation
import IBModel
import Testing

@testable import SbgenCore

/// `migrate` reads the deployment target from the project's `project.pbxproj` when no other source
/// gives one: Simplenote's targets set iOS 13.0 (its widgets, no IB files) and 15.0 (the app).
@Suite struct XcodeProjectTargetsTests {
    /// An app target (15.0, copies Main.storyboard), a widget target (13.0, no IB files), the project (14.0).
    static let pbxproj = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objects = {
        		A1 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = F1 /* Main.storyboard */; };
        		P1 /* Resources */ = {
        			isa = PBXResourcesBuildPhase;
        			files = (
        				A1 /* Main.storyboard in Resources */,
        			);
        		};
        		P2 /* Resources */ = {
        			isa = PBXResourcesBuildPhase;
        			files = (
        			);
        		};
        		T1 /* App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1 /* Build configuration list for PBXNativeTarget "App" */;
        			buildPhases = (
        				P1 /* Resources */,
        			);
        			name = App;
        		};
        		T2 /* Widgets */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L2;
        			buildPhases = (
        				P2 /* Resources */,
        			);
        			name = Widgets;
        		};
        		R1 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = L0;
        		};
        		C0 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				IPHONEOS_DEPLOYMENT_TARGET = 14.0;
        			};
        			name = Debug;
        		};
        		C1 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				IPHONEOS_DEPLOYMENT_TARGET = 15.0;
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Debug;
        		};
        		C2 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				IPHONEOS_DEPLOYMENT_TARGET = 13.0;
        				MACOSX_DEPLOYMENT_TARGET = "11.0";
        			};
        			name = Debug;
        		};
        		L0 = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C0 /* Debug */,
        			);
        		};
        		L1 = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C1 /* Debug */,
        			);
        		};
        		L2 = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C2 /* Debug */,
        			);
        		};
        	};
        	rootObject = R1 /* Project object */;
        }
        """

    @Test func theIBFilesTargetIsTaken() {
        let choices = XcodeProjectTargets.read(Self.pbxproj)
        #expect(
            choices[.iOS]
                == XcodeProjectTargets.Choice(
                    version: OSVersion(15, 0), line: 47,
                    note: "IPHONEOS_DEPLOYMENT_TARGET: the project's targets set 13.0, 15.0; the code is generated "
                        + "for 15.0, the lowest of the targets that copy the storyboards and xibs (App)"))
        // One value: no note.
        #expect(choices[.macOS] == XcodeProjectTargets.Choice(version: OSVersion(11, 0), line: 56, note: nil))
        #expect(choices[.tvOS] == nil)
    }

    @Test func withoutIBFilesTheLowestIsTaken() {
        let text = Self.pbxproj.replacingOccurrences(of: "A1 /* Main.storyboard in Resources */,", with: "")
        #expect(
            XcodeProjectTargets.read(text)[.iOS]
                == XcodeProjectTargets.Choice(
                    version: OSVersion(13, 0), line: 55,
                    note: "IPHONEOS_DEPLOYMENT_TARGET: the project's targets set 13.0, 15.0; the code is generated "
                        + "for 13.0, the lowest (no target copies a storyboard or xib)"))
    }

    /// A target without its own value takes the project's.
    @Test func theProjectsValueIsTheDefault() {
        let text = Self.pbxproj.replacingOccurrences(of: "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n", with: "")
        #expect(XcodeProjectTargets.read(text)[.iOS]?.version == OSVersion(14, 0))
    }

    /// Only platforms no other source gave; the note is located in the pbxproj.
    @Test func otherSourcesComeFirst() throws {
        let project = try MigrateFixtures.project(["App.xcodeproj/project.pbxproj": Self.pbxproj])
        defer { try? FileManager.default.removeItem(at: project) }
        var targets = DeploymentTargets([DeploymentTarget(.macOS, OSVersion(12, 0))], source: .configuration)
        let diagnostics = targets.applyXcodeProject(in: project.path)
        #expect(
            targets.description == "iOS 15.0 (project.pbxproj), tvOS 12.0 (default), macOS 12.0 (sbgen.json)")
        #expect(
            diagnostics.map(\.description) == [
                "App.xcodeproj/project.pbxproj:47:1: note: IPHONEOS_DEPLOYMENT_TARGET: the project's targets set "
                    + "13.0, 15.0; the code is generated for 15.0, the lowest of the targets that copy the storyboards "
                    + "and xibs (App)"
            ])
    }
}
