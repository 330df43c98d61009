import IBModel

@testable import SbgenCore

/// A repository with two apps whose IB files share names: what `LocalizationGroups` tells apart and
/// what it keeps together, and reuse identifiers that stand for different classes in different scenes.
///
/// - `App/Base.lproj/Main.storyboard` and `Lessons/Base.lproj/Main.storyboard`: different storyboards
///   (named `AppMain` and `LessonsMain`); `Lessons/Base.lproj/Course.storyboard` refers to its
///   neighbour `Main` and must reach the Lessons one.
/// - `App/fr.lproj/Main.storyboard`: a localized copy identical to the Base one (a note only);
///   `App/de.lproj/Main.storyboard`: one that lacks a scene, adds a segue and changes a class.
/// - `App/Header.xib` and `Lessons/Header.xib`: different xibs (`appHeader`, `lessonsHeader`).
/// - reuse identifier `cell`: `RecipeCell` in scenes `Recipes` and `Favorites` of the App storyboard,
///   `LessonCell` in scene `Lessons` and in `Lessons/LessonCell.xib`: one accessor per scene (and
///   for the xib, with its nib).
enum SameNameFixtures {
    private typealias Support = ContextTestSupport

    static func documents() throws -> [IBDocument] {
        [
            try Support.parse(appMain(), path: "App/Base.lproj/Main.storyboard"),
            try Support.parse(appMain(), path: "App/fr.lproj/Main.storyboard"),
            try Support.parse(appMain(localizedDifferently: true), path: "App/de.lproj/Main.storyboard"),
            try Support.parse(lessonsMain, path: "Lessons/Base.lproj/Main.storyboard"),
            try Support.parse(course, path: "Lessons/Base.lproj/Course.storyboard"),
            try Support.parse(xib(class: "AppHeader"), path: "App/Header.xib"),
            try Support.parse(xib(class: "LessonHeader"), path: "Lessons/Header.xib"),
            try Support.parse(
                xib(#"<tableViewCell reuseIdentifier="cell" id="cell" customClass="LessonCell"/>"#),
                path: "Lessons/LessonCell.xib"),
        ]
    }

    /// The App's `Main`: `Recipes` (initial) and `Favorites`, each with a `cell` prototype of
    /// `RecipeCell`. The German copy has no `Favorites`, an extra segue, and another class for `Recipes`.
    private static func appMain(localizedDifferently: Bool = false) -> String {
        let favorites = #"""
            <scene sceneID="s-fav"><objects>
              <tableViewController storyboardIdentifier="Favorites" id="fav" customClass="FavoritesViewController" sceneMemberID="viewController">
                <tableView key="view" id="tv-fav">
                  <prototypes><tableViewCell reuseIdentifier="cell" id="c-fav" customClass="RecipeCell"/></prototypes>
                </tableView>
              </tableViewController>
            </objects></scene>
            """#
        let extraSegue =
            localizedDifferently ? #"<segue destination="recipes" kind="show" identifier="showAgain" id="g2"/>"# : ""
        let recipesClass = localizedDifferently ? "RecipesListViewController" : "RecipesViewController"
        let recipes = #"""
            <scene sceneID="s-rec"><objects>
              <tableViewController storyboardIdentifier="Recipes" id="recipes" customClass="\#(recipesClass)" sceneMemberID="viewController">
                <tableView key="view" id="tv-rec">
                  <prototypes><tableViewCell reuseIdentifier="cell" id="c-rec" customClass="RecipeCell"/></prototypes>
                </tableView>
                <connections>
                  <segue destination="recipes" kind="show" identifier="showRecipe" id="g1"/>\#(extraSegue)
                </connections>
              </tableViewController>
            </objects></scene>
            """#
        return storyboardXML(initial: "recipes", localizedDifferently ? [recipes] : [recipes, favorites])
    }

    /// The Lessons' `Main`: `Lessons` (initial), with a `cell` prototype of `LessonCell`.
    private static let lessonsMain = storyboardXML(
        initial: "lessons",
        [
            #"""
            <scene sceneID="s-les"><objects>
              <tableViewController storyboardIdentifier="Lessons" id="lessons" customClass="LessonsViewController" sceneMemberID="viewController">
                <tableView key="view" id="tv-les">
                  <prototypes><tableViewCell reuseIdentifier="cell" id="c-les" customClass="LessonCell"/></prototypes>
                </tableView>
              </tableViewController>
            </objects></scene>
            """#
        ])

    /// `Course`: a segue to a reference to `Main`'s initial scene, which must be the Lessons one.
    private static let course = storyboardXML(
        initial: "course",
        [
            #"""
            <scene sceneID="s-course"><objects>
              <viewController storyboardIdentifier="Course" id="course" customClass="CourseViewController" sceneMemberID="viewController">
                <connections><segue destination="main-ref" kind="show" identifier="showLessons" id="g3"/></connections>
              </viewController>
            </objects></scene>
            """#,
            #"<scene sceneID="s-ref"><objects><viewControllerPlaceholder storyboardName="Main" id="main-ref" sceneMemberID="viewController"/></objects></scene>"#,
        ])

    private static func xib(class name: String) -> String {
        xib(#"<view contentMode="scaleToFill" id="header" customClass="\#(name)"/>"#)
    }

    private static func xib(_ object: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                \(object)
            </objects>
        </document>
        """
    }

    private static func storyboardXML(initial: String, _ scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }
}
