import Foundation
import IBModel
import IBParser
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// Golden output for AppKit fixtures (scroll views, table views, system colors, bezel styles), their
/// type check against the AppKit surface, and (in `LoadViewAppKitEqualityTests`) their run-time equality.
@Suite("LoadView AppKit golden output")
struct LoadViewAppKitGoldenTests {
    static let cases: [(String, String)] = [
        (
            "AppKitScrollTableBox",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                        <connections>
                            <outlet property="view" destination="root" id="o0"/>
                            <outlet property="tableView" destination="tv" id="o1"/>
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="sep">
                                <rect key="frame" x="20" y="277" width="440" height="5"/>
                            </box>
                            <box title="Options" translatesAutoresizingMaskIntoConstraints="NO" id="bx">
                                <rect key="frame" x="17" y="200" width="446" height="70"/>
                                <view key="contentView" id="bxc">
                                    <rect key="frame" x="3" y="3" width="440" height="52"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <button translatesAutoresizingMaskIntoConstraints="NO" id="sq">
                                            <rect key="frame" x="8" y="8" width="80" height="30"/>
                                            <buttonCell key="cell" type="square" title="Apply" bezelStyle="regularSquare" imagePosition="overlaps" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="sqc">
                                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                                <font key="font" metaFont="systemSemibold" size="11"/>
                                            </buttonCell>
                                            <accessibility identifier="applyButton"/>
                                            <connections>
                                                <action selector="apply:" target="-1" id="a1"/>
                                            </connections>
                                        </button>
                                        <textField focusRingType="none" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
                                            <rect key="frame" x="100" y="8" width="200" height="30"/>
                                            <textFieldCell key="cell" lineBreakMode="wordWrapping" id="lbc">
                                                <font key="font" size="22" name=".AppleSystemUIFont"/>
                                                <string key="title">Two
            lines</string>
                                                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                            </textFieldCell>
                                        </textField>
                                        <textField focusRingType="none" translatesAutoresizingMaskIntoConstraints="NO" id="lm">
                                            <rect key="frame" x="300" y="8" width="100" height="16"/>
                                            <textFieldCell key="cell" title="Menu" id="lmc">
                                                <font key="font" metaFont="menu" size="11"/>
                                                <color key="textColor" name="systemRedColor" catalog="System" colorSpace="catalog"/>
                                            </textFieldCell>
                                        </textField>
                                        <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
                                            <rect key="frame" x="8" y="40" width="100" height="20"/>
                                            <sliderCell key="cell" continuous="YES" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" numberOfTickMarks="5" allowsTickMarkValuesOnly="YES" sliderType="linear" id="slc"/>
                                        </slider>
                                        <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                                            <rect key="frame" x="120" y="40" width="19" height="28"/>
                                            <stepperCell key="cell" alignment="left" increment="5" maxValue="60" doubleValue="10" controlSize="small" id="stc"/>
                                        </stepper>
                                        <progressIndicator maxValue="100" style="spinning" controlSize="small" displayedWhenStopped="NO" translatesAutoresizingMaskIntoConstraints="NO" id="pi">
                                            <rect key="frame" x="150" y="40" width="16" height="16"/>
                                        </progressIndicator>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="sq" firstAttribute="leading" secondItem="bxc" secondAttribute="leading" constant="8" id="k1"/>
                                    </constraints>
                                </view>
                            </box>
                            <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="24" horizontalPageScroll="10" verticalLineScroll="24" verticalPageScroll="10" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" horizontalScrollElasticity="none" translatesAutoresizingMaskIntoConstraints="NO" id="sv">
                                <rect key="frame" x="20" y="20" width="440" height="170"/>
                                <clipView key="contentView" drawsBackground="NO" id="cv">
                                    <rect key="frame" x="0.0" y="0.0" width="440" height="170"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <tableView verticalHuggingPriority="750" allowsExpansionToolTips="YES" columnAutoresizingStyle="lastColumnOnly" tableStyle="inset" alternatingRowBackgroundColors="YES" multipleSelection="NO" autosaveColumns="NO" rowHeight="24" headerView="hv" viewBased="YES" id="tv">
                                            <rect key="frame" x="0.0" y="0.0" width="440" height="142"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <size key="intercellSpacing" width="17" height="0.0"/>
                                            <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                                            <color key="gridColor" name="gridColor" catalog="System" colorSpace="catalog"/>
                                            <tableColumns>
                                                <tableColumn identifier="name" width="200" minWidth="40" maxWidth="1000" id="c1">
                                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Name">
                                                        <color key="textColor" name="headerTextColor" catalog="System" colorSpace="catalog"/>
                                                        <color key="backgroundColor" name="headerColor" catalog="System" colorSpace="catalog"/>
                                                    </tableHeaderCell>
                                                    <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Text Cell" id="dc1">
                                                        <font key="font" metaFont="system"/>
                                                    </textFieldCell>
                                                    <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                                    <prototypeCellViews>
                                                        <tableCellView id="cell1">
                                                            <rect key="frame" x="18" y="0.0" width="198" height="24"/>
                                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                            <subviews>
                                                                <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                                                                    <rect key="frame" x="0.0" y="4" width="198" height="16"/>
                                                                    <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Table View Cell" id="t1c">
                                                                        <font key="font" usesAppearanceFont="YES"/>
                                                                        <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                                                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                                                    </textFieldCell>
                                                                </textField>
                                                            </subviews>
                                                            <constraints>
                                                                <constraint firstItem="t1" firstAttribute="centerY" secondItem="cell1" secondAttribute="centerY" id="k2"/>
                                                                <constraint firstItem="t1" firstAttribute="leading" secondItem="cell1" secondAttribute="leading" constant="2" id="k3"/>
                                                            </constraints>
                                                            <connections>
                                                                <outlet property="textField" destination="t1" id="o2"/>
                                                            </connections>
                                                        </tableCellView>
                                                    </prototypeCellViews>
                                                </tableColumn>
                                                <tableColumn identifier="icon" editable="NO" width="60" minWidth="10" maxWidth="3.4028234663852886e+38" hidden="YES" headerToolTip="Icon" id="c2">
                                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="center" title="Icon"/>
                                                    <tableColumnResizingMask key="resizingMask" resizeWithTable="YES"/>
                                                    <prototypeCellViews>
                                                        <tableCellView identifier="IconCell" id="cell2" customClass="IconCellView">
                                                            <rect key="frame" x="233" y="0.0" width="60" height="24"/>
                                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                            <subviews>
                                                                <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i2">
                                                                    <rect key="frame" x="0.0" y="4" width="16" height="16"/>
                                                                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSActionTemplate" id="i2c"/>
                                                                </imageView>
                                                            </subviews>
                                                            <connections>
                                                                <outlet property="imageView" destination="i2" id="o3"/>
                                                            </connections>
                                                        </tableCellView>
                                                    </prototypeCellViews>
                                                </tableColumn>
                                            </tableColumns>
                                            <connections>
                                                <outlet property="dataSource" destination="-2" id="ds"/>
                                                <outlet property="delegate" destination="-2" id="dl"/>
                                            </connections>
                                        </tableView>
                                    </subviews>
                                </clipView>
                                <scroller key="horizontalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="hs">
                                    <rect key="frame" x="0.0" y="154" width="440" height="16"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </scroller>
                                <scroller key="verticalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="NO" id="vs">
                                    <rect key="frame" x="224" y="17" width="15" height="102"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </scroller>
                                <tableHeaderView key="headerView" wantsLayer="YES" id="hv">
                                    <rect key="frame" x="0.0" y="0.0" width="440" height="28"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tableHeaderView>
                            </scrollView>
                            <scrollView fixedFrame="YES" id="sv2">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                <clipView key="contentView" id="cv2">
                                    <rect key="frame" x="1" y="1" width="98" height="98"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <customView id="doc">
                                            <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                        </customView>
                                    </subviews>
                                    <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                </clipView>
                                <scroller key="horizontalScroller" verticalHuggingPriority="750" horizontal="YES" id="hs2">
                                    <rect key="frame" x="1" y="83" width="98" height="16"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </scroller>
                                <scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" id="vs2">
                                    <rect key="frame" x="83" y="1" width="16" height="98"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </scroller>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="sv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c10"/>
                            <constraint firstItem="bx" firstAttribute="top" secondItem="sep" secondAttribute="bottom" constant="8" id="c11"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """
        ),
        (
            // Cocoa bindings to File's Owner and to the shared user defaults controller, with options.
            "AppKitBindings",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
                </dependencies>
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                        <connections>
                            <outlet property="view" destination="c22-O7-iKe" id="vw1-aa-bbb"/>
                            <outlet property="defaults" destination="dfc-01-xyz" id="out-02-xyz"/>
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <customView id="c22-O7-iKe">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        <subviews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="chk-01-abc">
                                <rect key="frame" x="18" y="83" width="120" height="18"/>
                                <buttonCell key="cell" type="check" title="Show icons" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="chc-01-abc">
                                    <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                                <connections>
                                    <binding destination="dfc-01-xyz" name="value" keyPath="values.showIcons" id="bnd-01-abc"/>
                                    <binding destination="-2" name="enabled" keyPath="canEdit" id="bnd-02-abc"/>
                                    <binding destination="-2" name="enabled2" keyPath="isUnlocked" previousBinding="bnd-02-abc" id="bnd-03-abc">
                                        <dictionary key="options">
                                            <integer key="NSMultipleValuesPlaceholder" value="-1"/>
                                            <integer key="NSNoSelectionPlaceholder" value="-1"/>
                                            <integer key="NSNotApplicablePlaceholder" value="-1"/>
                                            <integer key="NSNullPlaceholder" value="-1"/>
                                        </dictionary>
                                    </binding>
                                </connections>
                            </button>
                            <textField translatesAutoresizingMaskIntoConstraints="NO" id="txt-01-abc">
                                <rect key="frame" x="20" y="50" width="260" height="21"/>
                                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="txc-01-abc">
                                    <font key="font" metaFont="system"/>
                                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                    <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                </textFieldCell>
                                <connections>
                                    <binding destination="-2" name="value" keyPath="userName" id="bnd-04-abc">
                                        <dictionary key="options">
                                            <bool key="NSContinuouslyUpdatesValue" value="YES"/>
                                            <string key="NSNullPlaceholder">Anonymous</string>
                                        </dictionary>
                                    </binding>
                                    <binding destination="dfc-01-xyz" name="hidden" keyPath="values.showIcons" id="bnd-05-abc">
                                        <dictionary key="options">
                                            <string key="NSValueTransformerName">NSNegateBoolean</string>
                                        </dictionary>
                                    </binding>
                                </connections>
                            </textField>
                        </subviews>
                        <constraints>
                            <constraint firstItem="chk-01-abc" firstAttribute="leading" secondItem="c22-O7-iKe" secondAttribute="leading" constant="20" id="cn1-01-abc"/>
                            <constraint firstItem="chk-01-abc" firstAttribute="top" secondItem="c22-O7-iKe" secondAttribute="top" constant="20" id="cn2-01-abc"/>
                            <constraint firstItem="txt-01-abc" firstAttribute="leading" secondItem="c22-O7-iKe" secondAttribute="leading" constant="20" id="cn3-01-abc"/>
                            <constraint firstItem="txt-01-abc" firstAttribute="top" secondItem="chk-01-abc" secondAttribute="bottom" constant="12" id="cn4-01-abc"/>
                            <constraint firstAttribute="trailing" secondItem="txt-01-abc" secondAttribute="trailing" constant="20" id="cn5-01-abc"/>
                        </constraints>
                        <point key="canvasLocation" x="139" y="154"/>
                    </customView>
                    <userDefaultsController representsSharedInstance="YES" id="dfc-01-xyz"/>
                </objects>
            </document>
            """
        ),
        (
            // Pop-up buttons: plain items (addItems(withTitles:)) with another item selected; a pull-down
            // whose items have tags, states, a separator, a disabled item and actions to File's Owner and
            // up the responder chain, with an outlet to one; a pop-up with cell properties of its own.
            "AppKitPopUps",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                        <connections>
                            <outlet property="view" destination="root" id="o0"/>
                            <outlet property="formatPopUp" destination="pp1" id="o1"/>
                            <outlet property="exportItem" destination="mi6" id="o2"/>
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="140"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        <subviews>
                            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="pp1">
                                <rect key="frame" x="17" y="96" width="120" height="25"/>
                                <popUpButtonCell key="cell" type="push" title="PNG" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="mi2" id="pc1">
                                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="menu"/>
                                    <menu key="menu" id="mn1">
                                        <items>
                                            <menuItem title="JPEG" id="mi1"/>
                                            <menuItem title="PNG" state="on" id="mi2"/>
                                            <menuItem title="TIFF" id="mi3"/>
                                        </items>
                                    </menu>
                                </popUpButtonCell>
                                <connections>
                                    <action selector="chooseFormat:" target="-2" id="ac1"/>
                                </connections>
                            </popUpButton>
                            <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="pp2">
                                <rect key="frame" x="17" y="60" width="120" height="25"/>
                                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" pullsDown="YES" id="pc2">
                                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="menu"/>
                                    <menu key="menu" autoenablesItems="NO" id="mn2">
                                        <items>
                                            <menuItem title="Actions" hidden="YES" id="mi4"/>
                                            <menuItem title="Duplicate" tag="2" keyEquivalent="d" id="mi5">
                                                <connections>
                                                    <action selector="duplicate:" target="-1" id="ac2"/>
                                                </connections>
                                            </menuItem>
                                            <menuItem isSeparatorItem="YES" id="sp1"/>
                                            <menuItem title="Export…" tag="3" state="mixed" id="mi6">
                                                <modifierMask key="keyEquivalentModifierMask"/>
                                                <connections>
                                                    <action selector="export:" target="-2" id="ac3"/>
                                                </connections>
                                            </menuItem>
                                            <menuItem title="Archive" enabled="NO" indentationLevel="1" id="mi7"/>
                                        </items>
                                    </menu>
                                </popUpButtonCell>
                            </popUpButton>
                            <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="pp3">
                                <rect key="frame" x="17" y="24" width="120" height="25"/>
                                <popUpButtonCell key="cell" type="push" title="One" bezelStyle="rounded" alignment="left" lineBreakMode="clipping" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="mi8" arrowPosition="arrowAtCenter" preferredEdge="maxY" altersStateOfSelectedItem="NO" id="pc3">
                                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="smallSystem"/>
                                    <menu key="menu" title="Options" id="mn3">
                                        <items>
                                            <menuItem title="One" id="mi8"/>
                                            <menuItem title="Two" state="on" id="mi9"/>
                                        </items>
                                    </menu>
                                </popUpButtonCell>
                            </popUpButton>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pp1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="pp1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                            <constraint firstItem="pp2" firstAttribute="leading" secondItem="pp1" secondAttribute="leading" id="c3"/>
                            <constraint firstItem="pp2" firstAttribute="top" secondItem="pp1" secondAttribute="bottom" constant="12" id="c4"/>
                            <constraint firstItem="pp3" firstAttribute="leading" secondItem="pp1" secondAttribute="leading" id="c5"/>
                            <constraint firstItem="pp3" firstAttribute="top" secondItem="pp2" secondAttribute="bottom" constant="12" id="c6"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """
        ),
        ("AppKitControlAttributes", AppKitControlAttributesFixture.source),
        ("AppKitMenus", AppKitMenusFixture.source),
        ("AppKitAccessibility", AppKitAccessibilityFixture.source),
        ("AppKitTextViews", AppKitTextViewsFixture.source),
        ("AppKitVisualEffect", AppKitVisualEffectFixture.source),
        ("AppKitSearchField", AppKitSearchFieldFixture.source),
        ("AppKitTabView", AppKitTabViewFixture.source),
    ]

    @Test("IB system color names → NSColor class properties; deprecated names have none")
    func systemColors() {
        #expect(ViewMapping.appKitSystemColor("textBackgroundColor") == "textBackgroundColor")
        #expect(ViewMapping.appKitSystemColor("headerTextColor") == "headerTextColor")
        #expect(ViewMapping.appKitSystemColor("systemRedColor") == "systemRed")
        #expect(ViewMapping.appKitSystemColor("blackColor") == "black")
        #expect(ViewMapping.appKitSystemColor("headerColor") == nil)
        #expect(ViewMapping.appKitSystemColor("controlHighlightColor") == nil)
    }

    /// A button whose cell has IB's `type` preset and `<behavior>` flags: the statement that sets its type.
    static func buttonTypeStatement(type: String, behavior: String) throws -> String? {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <button id="b">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                        <buttonCell key="cell" type="\(type)" title="B" bezelStyle="regularSquare" id="bc">
                            <behavior key="behavior" \(behavior)/>
                        </buttonCell>
                    </button>
                </objects>
            </document>
            """
        let document = try IBDocumentParser().parse(data: Data(xib.utf8), path: "Fixtures/B.xib")
        let output = LoadViewGenerator.generate(document, source: "B.xib")
        let code = output.plan.types.flatMap(\.groups).flatMap(\.statements).map(\.code)
        return code.first { $0.contains("setButtonType") }
    }

    @Test("IB style presets keep the button type in <behavior>")
    func buttonTypes() throws {
        let cases: [(String, String, String?)] = [
            (
                "square", #"pushIn="YES" lightByBackground="YES" lightByGray="YES""#,
                "root.setButtonType(.momentaryPushIn)"
            ),
            (
                "bevel",
                #"pushIn="YES" lightByBackground="YES" lightByGray="YES" changeBackground="YES" changeGray="YES""#,
                "root.setButtonType(.pushOnPushOff)"
            ),
            (
                "smallSquare", #"lightByBackground="YES" lightByGray="YES" changeBackground="YES" changeGray="YES""#,
                "root.setButtonType(.onOff)"
            ),
            ("roundRect", #"pushIn="YES" changeContents="YES" lightByContents="YES""#, "root.setButtonType(.toggle)"),
            ("recessed", #"lightByContents="YES""#, "root.setButtonType(.momentaryChange)"),
            ("help", #"lightByBackground="YES" lightByGray="YES""#, "root.setButtonType(.momentaryLight)"),
            ("inline", #"lightByBackground="YES" lightByGray="YES" multiLevelAccelerator="YES""#, nil),
            ("check", #"changeContents="YES" lightByContents="YES""#, "root.setButtonType(.switch)"),
        ]
        for (type, behavior, expected) in cases {
            #expect(try Self.buttonTypeStatement(type: type, behavior: behavior) == expected, "\(type)")
        }
    }

    @Test("Golden output", arguments: cases.map(\.0))
    func golden(name: String) throws {
        let source = Self.cases.first { $0.0 == name }!.1
        let text = try LoadViewFixtures.generate(source, name: "\(name).xib")
        GoldenFile.check(text, against: "Tests/SbgenCoreTests/Golden/LoadView/\(name).swift")
    }

    @Test("Type-checks against the AppKit surface", arguments: cases.map(\.0))
    func compiles(name: String) throws {
        let source = Self.cases.first { $0.0 == name }!.1
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "Fixtures/\(name).xib")
        try LoadViewCompileTests().check(document)
    }

    /// Regression: a xib whose last top-level object is unsupported (no declaration) after a custom view
    /// class with a content builder crashed the content-builder check (an index past the types).
    @Test("An unsupported top-level object after a content builder: a warning, no crash")
    func unsupportedTopLevelAfterContentBuilder() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customView id="a" customClass="BadgeView">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </customView>
                    <menu id="m">
                        <items>
                            <menuItem title="One" id="i1"/>
                        </items>
                    </menu>
                </objects>
            </document>
            """
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "Fixtures/T.xib")
        let output = LoadViewGenerator.generate(document, source: "Fixtures/T.xib")
        #expect(output.plan.types.map(\.typeName) == ["BadgeView"])
        #expect(output.units.map(\.typeName) == ["BadgeView", ""])
        #expect(
            output.diagnostics.map(\.description) == [
                "Fixtures/T.xib:6:9: note: custom class BadgeView is created with its designated initializer, "
                    + "not init(coder:), and gets no awakeFromNib",
                "Fixtures/T.xib:10:9: warning: top-level <menu> not converted",
            ])
    }

    /// A tab view item's attributes without a conversion are warnings; an `initialItem` that is the
    /// first item is not restated (`addTabViewItem(_:)` selects it); a `<string key="identifier">` is an
    /// `NSUserInterfaceItemIdentifier`.
    @Test("Tab view items: unconverted attributes are warnings, the first initial item is not restated")
    func tabViewItemWarnings() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <tabView initialItem="i1" id="t">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <tabViewItems>
                            <tabViewItem label="One" identifier="one" id="i1">
                                <view key="view" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                    <string key="identifier">a
            b</string>
                                </view>
                            </tabViewItem>
                            <tabViewItem label="Two" image="NSUser" id="i2"/>
                        </tabViewItems>
                    </tabView>
                </objects>
            </document>
            """
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "Fixtures/T.xib")
        let output = LoadViewGenerator.generate(document, source: "Fixtures/T.xib")
        #expect(
            output.diagnostics.map(\.description) == [
                "Fixtures/T.xib:14:17: warning: attribute 'image' of tabViewItem not converted"
            ])
        let text = try LoadViewRenderer.render(output.plan)
        #expect(text.contains("view1.identifier = NSUserInterfaceItemIdentifier(\"a\\nb\")\n"))
        #expect(text.contains("let tabViewItem2 = NSTabViewItem(identifier: nil)\n"))
        #expect(!text.contains("selectTabViewItem"))
    }
}
