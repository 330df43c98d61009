import Foundation
import IBParser
import Testing

@testable import SbgenCore

/// Names of locals no outlet names: user label, accessibility identifier, content, then the element
/// name with a counter (``LocalName``, ``UnitBuilder/localName(for:)``).
@Suite struct LoadViewLocalNameTests {
    @Test("Text becomes a lowerCamel name ending with the role noun, or none")
    func namesFromText() {
        let cases: [(text: String, role: String, name: String?)] = [
            ("Title", "Label", "titleLabel"),
            ("Sign In", "Button", "signInButton"),
            ("SIGN IN", "Button", "signInButton"),
            ("avatar", "ImageView", "avatarImageView"),
            ("Email", "TextField", "emailTextField"),
            ("Name:", "Label", "nameLabel"),
            ("Don't have an account?", "Label", "dontHaveAnAccountLabel"),
            ("Don\u{2019}t have an account?", "Label", "dontHaveAnAccountLabel"),
            ("URL Scheme", "Label", "urlSchemeLabel"),
            ("iPhone only", "Label", "iPhoneOnlyLabel"),
            ("loginButton", "Button", "loginButton"),
            ("Sign In Button", "Button", "signInButton"),
            ("LoginScreen.emailField", "TextField", "loginScreenEmailField"),
            ("Header View", "StackView", "headerView"),
            ("Controls Container", "ContainerView", "controlsContainerView"),
            ("Container", "ContainerView", "containerView"),
            ("Dismiss Tap", "Gesture", "dismissTapGesture"),
            ("Step 2", "Label", "step2Label"),
            ("Top 10 Scores", "Label", "top10ScoresLabel"),
            ("3D Touch", "Label", "touchLabel"),
            ("1. Choose a plan", "Label", "chooseAPlanLabel"),
            ("\u{1F525} Hot", "Label", "hotLabel"),
            ("chevron.down", "Button", "chevronDownButton"),
            ("ic_close", "Button", "icCloseButton"),
            // IB's defaults, and the role noun alone, name nothing the class does not.
            ("Label", "Label", nil), ("Button", "Button", nil), ("TextField1", "TextField", nil),
            ("label 2", "Label", nil),
            // Non-Latin or accented letters: no ASCII spelling.
            ("Войти", "Button", nil), ("登录", "Button", nil), ("Café", "Label", nil), ("٣ items", "Label", nil),
            // A sentence, a long word, a placeholder letter, punctuation and numbers only.
            ("Enter the code we sent to your phone", "Label", nil),
            ("Lorem ipsum dolor sit amet, consectetur adipiscing elit.", "Label", nil),
            ("Supercalifragilisticexpialidocious pneumonoultra", "Label", nil),
            ("A", "Label", nil), ("-", "Label", nil), ("10:00", "Label", nil), ("", "Label", nil),
        ]
        for (text, role, name) in cases {
            #expect(LocalName.name(from: text, role: role) == name, "\(text) as \(role)")
        }
    }

    @Test("Image names lose their folders and file extension")
    func imageStems() {
        #expect(LocalName.imageStem("Icons/back.png") == "back")
        #expect(LocalName.imageStem("avatar") == "avatar")
        #expect(LocalName.imageStem("square.and.arrow.up") == "square.and.arrow.up")
        #expect(LocalName.imageStem("photo.JPG") == "photo")
    }

    static let views = """
        <label text="Title" id="l1"/>
        <label text="Title" id="l2"/>
        <button buttonType="system" id="b1"><state key="normal" title="Sign In"/></button>
        <button buttonType="system" id="b2">
            <accessibility key="accessibilityConfiguration" identifier="login-button"/>
            <state key="normal" title="Go"/>
        </button>
        <button buttonType="system" id="b3"><state key="normal" image="Icons/close.png"/></button>
        <imageView image="avatar" id="i1"/>
        <textField placeholder="Email" id="t1"/>
        <view userLabel="Header View" id="v1"/>
        <label userLabel="Subtitle" text="Hello" id="l3"/>
        <label text="Name" id="l4"/>
        <label text="Name" id="l5"/>
        <view userLabel="Content View" id="v2"/>
        <label text="Label" id="l6"/>
        <label text="Войти" id="l7"/>
        <label text="Enter the code we sent to your phone to sign in" id="l8"/>
        <label text="Fancy" customClass="fancyLabel" id="l9"/>
        <label text="Details" id="l10"/>
        <label text="Details" id="l11"/>
        <switch opaque="NO" contentMode="scaleToFill" on="YES" id="s1"/>
        <stackView axis="vertical" id="st1">
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="formStack"/>
            </userDefinedRuntimeAttributes>
        </stackView>
        <view id="v3"/>
        """

    @Test("Each source in order; collisions, shadowing, type names and non-Latin text fall back")
    func namesInAUnit() throws {
        // The owner's outlets: `nameLabel` names l5, so l4 ("Name") cannot take it; `detailsLabel2`
        // is an outlet into another view (v3), so the second "Details" label skips to 3.
        let xib = LoadViewFixtures.xib(
            Self.views,
            ownerConnections: """
                <outlet property="nameLabel" destination="l5" id="o1"/>
                <outlet property="detailsLabel2" destination="v3" id="o2"/>
                """)
        let text = try LoadViewFixtures.generate(xib, name: "Names.xib")
        #expect(
            Self.declaredNames(text) == [
                "rootView", "titleLabel", "titleLabel2", "signInButton", "loginButton", "closeButton",
                "avatarImageView", "emailTextField", "headerView", "subtitleLabel", "label1", "nameLabel", "view1",
                "label2", "label3", "label4", "label5", "detailsLabel", "detailsLabel3", "switchView1",
                "formStackView", "detailsLabel2",
            ])
    }

    /// The names of the `let` declarations of `text`, in order.
    static func declaredNames(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("let "), let equals = trimmed.firstIndex(of: "=") else { return nil }
            return String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<equals].dropLast())
        }
    }

    @Test("Bar button items: title, image, system item; spaces keep the element name")
    func barButtonItems() throws {
        let storyboard = LoadViewFixtures.storyboard(
            """
            <scene sceneID="sc1">
                <objects>
                    <viewController id="vc1" customClass="ItemsViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                        <toolbarItems>
                            <barButtonItem title="Done" id="bb1"/>
                            <barButtonItem systemItem="flexibleSpace" id="bb2"/>
                            <barButtonItem image="gear" id="bb3"/>
                            <barButtonItem systemItem="add" id="bb4"/>
                            <barButtonItem title="Edit" id="bb5"/>
                        </toolbarItems>
                    </viewController>
                </objects>
            </scene>
            """)
        let text = try LoadViewFixtures.generate(storyboard, name: "Items.storyboard")
        #expect(
            Self.declaredNames(text) == [
                "rootView", "doneButton", "barButtonItem1", "gearButton", "addButton", "editButton",
            ])
    }

    @Test("macOS: the cell's title or placeholder; a text field that is not editable is a label")
    func appKitNames() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="root" userLabel="Settings Pane">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                        <subviews>
                            <textField id="t1">
                                <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                                <textFieldCell key="cell" title="Power:" id="t1c"/>
                            </textField>
                            <textField id="t2">
                                <rect key="frame" x="0.0" y="30" width="80" height="20"/>
                                <textFieldCell key="cell" editable="YES" placeholderString="Search" id="t2c"/>
                            </textField>
                            <button id="b1">
                                <rect key="frame" x="0.0" y="60" width="80" height="30"/>
                                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" id="b1c"/>
                            </button>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let document = try IBDocumentParser().parse(data: Data(xib.utf8), path: "Fixtures/Pane.xib")
        let output = LoadViewGenerator.generate(document, source: "Pane.xib")
        let text = try LoadViewRenderer.render(output.plan)
        #expect(Self.declaredNames(text) == ["root", "powerLabel", "searchTextField", "okButton"])
    }
}
