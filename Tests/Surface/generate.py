#!/usr/bin/env python3
"""Generates the declaration part of the UIKit / AppKit stand-in modules from the fact sheet.

Usage: python3 Tests/Surface/generate.py /work/shared/uikit-facts.md

Every member table row and every enumeration block of the fact sheet becomes one Swift declaration
with the sheet's exact signature, optionality, availability and isolation. Bodies are stand-ins:
stored properties hold what is set on them (with SDK defaults from `DEFAULTS`), functions return a
default or call a hand-written runtime helper (`BODIES`, implemented in `*/Runtime*.swift`).
Output files are `Tests/Surface/<Module>/Generated_<Family>.swift`; never edit them by hand.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------- parsing


class Member:
    def __init__(self, name, kind, sig, access, iso, avail):
        self.name, self.kind, self.sig, self.access, self.iso, self.avail = name, kind, sig, access, iso, avail


class TypeDecl:
    def __init__(self, name, module, family):
        self.name, self.module, self.family = name, module, family
        self.kind = ""
        self.iso = ""
        self.introduced = None
        self.members = []
        self.superclass = None


class EnumDecl:
    def __init__(self, name, module, kind, avail):
        self.name, self.module, self.kind, self.avail = name, module, kind, avail
        self.cases = []  # (name, raw, avail)
        self.statics = []  # (name, avail)
        self.inits = []  # (label, type)


def strip_ticks(s):
    s = s.strip()
    if s.startswith("`") and s.endswith("`"):
        return s[1:-1]
    return s


def split_row(line):
    # split a markdown table row on | outside backticks
    cells, cur, tick = [], "", False
    for ch in line.strip().strip("|"):
        if ch == "`":
            tick = not tick
        if ch == "|" and not tick:
            cells.append(cur.strip())
            cur = ""
        else:
            cur += ch
    cells.append(cur.strip())
    return cells


def parse(path):
    types, enums = [], []
    module, family = "UIKit", "Misc"
    cur = None
    section = 0
    lines = open(path, encoding="utf-8").read().splitlines()
    for line in lines:
        m = re.match(r"^## (\d+)\.", line)
        if m:
            section = int(m.group(1))
            module = "AppKit" if section == 8 else "UIKit"
            cur = None
            continue
        if section not in (5, 6, 7, 8):
            continue
        m = re.match(r"^#### (.+)$", line) if section == 5 else None
        if section == 5 and line.startswith("### "):
            family = line[4:].strip()
            continue
        if section == 8 and line.startswith("#### "):
            family = line[5:].strip()
            continue
        m = re.match(r"^#{4,5} (\S+)", line)
        if m and section in (5, 8):
            cur = TypeDecl(m.group(1), module, family)
            types.append(cur)
            continue
        if cur and line.startswith("- Kind:"):
            cur.kind = line[len("- Kind:"):].strip()
            sm = re.search(r"superclass `([^`]+)`", cur.kind)
            if sm:
                cur.superclass = sm.group(1)
            sm = re.search(r"superclass/conformances: `([^`,]+)", cur.kind)
            if sm:
                cur.superclass = sm.group(1)
            continue
        if cur and line.startswith("- Isolation:"):
            cur.iso = line
            continue
        if cur and line.startswith("- Introduced:"):
            cur.introduced = line.split()[-1]
            continue
        if cur and line.startswith("| `"):
            c = split_row(line)
            if len(c) >= 6:
                cur.members.append(Member(strip_ticks(c[0]), c[1], strip_ticks(c[2]), c[3], c[4], c[5]))
            continue
        m = re.match(r"^\*\*`([^`]+)`\*\* — (.+)$", line)
        if m and section in (6, 8):
            kind = m.group(2)
            am = re.search(r"; (?:iOS|macOS) ([\d.]+)", kind)
            e = EnumDecl(m.group(1), module, kind, am.group(1) if am else None)
            enums.append(e)
            cur = e
            continue
        if isinstance(cur, EnumDecl):
            if line.startswith("- cases:"):
                for item in split_items(line[len("- cases:"):]):
                    cm = re.match(r"`\.(\w+)`(?: = (-?\d+))?(?: _\(([^)]*\)?)\)_)?", item.strip())
                    if cm:
                        cur.cases.append((cm.group(1), cm.group(2), cm.group(3)))
            elif line.startswith("- static members:"):
                for item in split_items(line[len("- static members:"):]):
                    cm = re.match(r"`(\w+)`(?: _\(([^)]*\)?)\)_)?", item.strip())
                    if cm:
                        cur.statics.append((cm.group(1), cm.group(2)))
            elif line.startswith("- initializers:"):
                for im in re.finditer(r"`init\(([^)]*)\)` `\(([^)]*)\)`", line):
                    cur.inits.append((im.group(1), im.group(2)))
    return types, enums


def split_items(s):
    items, cur, depth = [], "", 0
    for ch in s:
        if ch == "(":
            depth += 1
        if ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            items.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        items.append(cur)
    return items


# ---------------------------------------------------------------- availability


def avail_attrs(avail, platform, type_intro=None):
    """Returns attribute lines for an availability cell such as `2.0, deprecated 15.0`."""
    a = (avail or "").strip()
    out = []
    if a in ("", "—"):
        return out
    a = a.strip("_() ")
    m = re.match(r"^([\d.]+)(?:, deprecated (.+))?$", a)
    if not m:
        return out
    intro, dep = m.group(1), m.group(2)
    if dep and dep.startswith("(to be deprecated"):
        out.append(f"@available({platform} {intro}, *)")
    elif dep:
        out.append(f"@available({platform}, introduced: {intro}, deprecated: {dep.strip()})")
        out.append("@available(*, deprecated)")
    elif intro != type_intro:
        out.append(f"@available({platform} {intro}, *)")
    return out


# ---------------------------------------------------------------- signatures


def split_top(s, sep=","):
    parts, cur, depth = [], "", 0
    for i, ch in enumerate(s):
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            if not (ch == ">" and i > 0 and s[i - 1] == "-"):
                depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def parse_sig(sig):
    """`<T>(A, B = nil) -> R where T : X` -> (generics, [param types], result, where)."""
    generics, where = "", ""
    s = sig.strip()
    if s.startswith("<"):
        depth = 0
        for i, ch in enumerate(s):
            depth += ch == "<"
            depth -= ch == ">"
            if depth == 0:
                generics, s = s[: i + 1], s[i + 1:].strip()
                break
    # find matching paren of params
    depth = 0
    for i, ch in enumerate(s):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0:
            params, rest = s[1:i], s[i + 1:].strip()
            break
    result = "Void"
    if rest.startswith("->"):
        rest = rest[2:].strip()
        wm = re.search(r"\swhere\s", rest)
        if wm:
            result, where = rest[: wm.start()].strip(), rest[wm.start():].strip()
        else:
            result = rest
    return generics, split_top(params), result, where


def labels_of(name):
    m = re.match(r"^([^(]+)\((.*)\)$", name)
    if not m:
        return name, None
    return m.group(1), [x for x in m.group(2).split(":") if x != ""]


def fix_type(t):
    t = t.replace("[NSAttributedString.Key : Any]", "[NSAttributedString.Key: Any]")
    t = re.sub(r"\s+:\s+", ": ", t)
    return t


def build_params(labels, ptypes):
    out = []
    for i, (lab, t) in enumerate(zip(labels, ptypes)):
        t = fix_type(t)
        default = ""
        if " = " in t and not t.startswith("("):
            t, default = t.split(" = ", 1)
            default = " = " + default
        elif re.search(r"\) = ", t) or t.endswith("= nil"):
            idx = t.rfind(" = ")
            t, default = t[:idx], " = " + t[idx + 3:]
        if default.strip() == "= (default)":
            default = ""
        if t.startswith("((") and t.endswith(")?") or t.startswith("(") and "->" in t and t.endswith(")?"):
            pass
        elif "->" in t and not t.startswith("@escaping") and not t.endswith("?"):
            pass
        out.append(f"{lab} a{i}: {t}{default}")
    return ", ".join(out)


# ---------------------------------------------------------------- defaults

PLATFORM = {"UIKit": "iOS", "AppKit": "macOS"}

NUMERIC = {"Int", "UInt", "CGFloat", "Double", "Float", "TimeInterval", "Int64", "UInt64", "Int32"}


def scan_standins(module):
    """Default values for the hand-written stand-in types (enums: first case; option sets: []; classes: T())."""
    found = {}
    files = [os.path.join(HERE, module, f) for f in sorted(os.listdir(os.path.join(HERE, module)))
             if f.endswith(".swift") and not f.startswith("Generated_")]
    files += [os.path.join(HERE, "Shared", f) for f in sorted(os.listdir(os.path.join(HERE, "Shared")))]
    for path in files:
        outer = None
        for line in open(path, encoding="utf-8"):
            m = re.match(r"^extension ([\w.]+) \{", line)
            if m:
                outer = m.group(1)
                continue
            if line.startswith("}"):
                outer = None
            prefix = (outer + ".") if outer and line.startswith("    ") else ""
            m = re.search(r"public enum (\w+)[^{]*\{ case (`?\w+`?)", line)
            if m:
                found[prefix + m.group(1)] = "." + m.group(2)
            m = re.search(r"public struct (\w+): OptionSet", line)
            if m:
                found[prefix + m.group(1)] = "[]"
            m = re.search(r"open class (\w+)(?:<[^>]*>)?: (?:NSObject|UI\w+|NS\w+|CALayer)", line)
            if m and m.group(1) not in ("UIMenuElement",):
                found[prefix + m.group(1)] = f"{prefix + m.group(1)}()"
            m = re.search(r"^open class (CALayer)", line)
            if m:
                found["CALayer"] = "CALayer()"
    return found


class Ctx:
    def __init__(self, types, enums, module):
        self.standins = scan_standins(module)
        self.module = module
        self.classes = {t.name: t for t in types if t.module == module and "class" in t.kind}
        self.structs = {t.name: t for t in types if t.module == module and t.kind.startswith("`struct")}
        self.enums = {e.name: e for e in enums if e.module == module}


def zero_case(e):
    for n, raw, av in e.cases:
        if raw == "0" and not (av and "deprecated" in av):
            return n
    for n, raw, av in e.cases:
        if not (av and "deprecated" in av):
            return n
    return e.cases[0][0]


def default_for(t, ctx):
    t = t.strip()
    if t.endswith("?") or t.endswith("!"):
        return "nil"
    if t in NUMERIC:
        return "0"
    if t == "Bool":
        return "false"
    if t == "String" or t in ("NSStoryboard.Name", "NSNib.Name", "NSUserInterfaceItemIdentifier"):
        return '""' if t == "String" else 'NSUserInterfaceItemIdentifier("")' if "Identifier" in t else '""'
    if t.startswith("[") and ":" in t:
        return "[:]"
    if t.startswith("[") or t.startswith("Set<"):
        return "[]"
    if t in ("CGRect", "CGSize", "CGPoint", "NSRect", "NSSize", "NSPoint", "UIEdgeInsets",
             "NSDirectionalEdgeInsets", "UIOffset"):
        return ".zero"
    if t == "NSEdgeInsets":
        return "NSEdgeInsets()"
    if t == "NSRange":
        return "NSRange(location: 0, length: 0)"
    if t == "CGAffineTransform":
        return ".identity"
    extra = {"NSAttributedString": 'NSAttributedString(string: "")', "NSEvent.ModifierFlags": "[]", "NSWindow.Level": ".normal",
             "NSWindow.FrameAutosaveName": '""', "UIMenu.Identifier": 'UIMenu.Identifier(rawValue: "")'}
    if t in extra:
        return extra[t]
    if t in ctx.standins and not ctx.standins[t].endswith("()"):
        return ctx.standins[t]
    if t in ctx.enums:
        e = ctx.enums[t]
        if e.cases:
            return "." + zero_case(e)
        if "option set" in e.kind:
            return "[]"
        raw = e.inits[-1][1] if e.inits else "String"
        zero = '""' if raw == 'String' else '0'
        return f"{t}(rawValue: {zero})"
    if t in ctx.structs:
        s = ctx.structs[t]
        if any(m.name == "init(rawValue:)" for m in s.members) and not any(m.name == "init()" for m in s.members):
            return "[]"
        return f"{t}()"
    if t in ("UIButton.Configuration",):
        return ".plain()"
    if t in ("UIBackgroundConfiguration",):
        return "UIBackgroundConfiguration()"
    if t in ("NSLineBreakMode", "NSTextAlignment"):
        return ".byWordWrapping" if t == "NSLineBreakMode" else ".natural"
    if t in ("NSParagraphStyle.LineBreakStrategy", "UIDataDetectorTypes", "UIView.AnimationOptions",
             "NSLayoutConstraint.FormatOptions"):
        return "[]"
    return None


def class_init_expr(t, ctx):
    base = t
    if base in ctx.classes:
        c = ctx.classes[base]
        if any(m.name == "init()" and "unavailable" in m.avail for m in c.members):
            return None
        if base in NO_PLAIN_INIT:
            return NO_PLAIN_INIT[base]
        return f"{base}()"
    if base in ctx.standins and ctx.standins[base].endswith("()"):
        return ctx.standins[base]
    return None


# ---------------------------------------------------------------- hand-written hooks

# Types whose plain `init()` is not available; value used for a lazily created default.
NO_PLAIN_INIT = {
    "UIStoryboardSegue": None,
    "UIAction": None,
}

# Members whose default value differs from the type's zero value: the initial values the SDK gives an
# object made in code (../shared/sdk-defaults.md, checked row by row). This surface is only
# type-checked, never run, so they document rather than decide; the recording surface
# (Tests/LoadViewSurface), which runs, carries the same values. Where sdk-defaults.md disagrees:
# UINavigationBar/UIToolbar/UISearchBar.isTranslucent stay true (the header's "NO" is for iOS 6 and
# earlier); UITextView.textAlignment stays natural (Apple's documentation; the header comment predates
# iOS 9); UILabel.font is the system font of 17 points the getter returns (the header: "nil (system font
# 17 plain)"). A subclass's value for an inherited member (UILabel/UIImageView.isUserInteractionEnabled
# NO) is not emitted: the member is declared once, on the class that introduces it.
DEFAULTS = {
    "UIView.isUserInteractionEnabled": "true",
    "UIView.alpha": "1",
    "UIView.isOpaque": "true",
    "UIView.autoresizesSubviews": "true",
    "UIView.clearsContextBeforeDrawing": "true",
    "UIView.translatesAutoresizingMaskIntoConstraints": "true",
    "UIView.preservesSuperviewLayoutMargins": "false",
    "UIView.insetsLayoutMarginsFromSafeArea": "true",
    "UIView.layoutMargins": "UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)",
    "UIView.directionalLayoutMargins": "NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)",
    "UIView.intrinsicContentSize": "CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)",
    "UIView.noIntrinsicMetric": "-1",
    "UIView.layoutFittingCompressedSize": "CGSize(width: 0, height: 0)",
    "UIView.layoutFittingExpandedSize": "CGSize(width: 10000, height: 10000)",
    "UIView.tintColor": "UIColor.systemBlue",
    "UIView.layerClass": "CALayer.self",
    "UIControl.isEnabled": "true",
    "UILabel.font": "UIFont.systemFont(ofSize: 17)",
    "UILabel.textColor": "UIColor.label",
    "UILabel.numberOfLines": "1",
    "UILabel.isEnabled": "true",
    "UILabel.lineBreakMode": ".byTruncatingTail",
    "UILabel.shadowOffset": "CGSize(width: 0, height: -1)",
    "UILabel.textAlignment": ".natural",
    "UIButton.automaticallyUpdatesConfiguration": "true",
    "UIButton.currentTitleColor": "UIColor.systemBlue",
    "UIImageView.isUserInteractionEnabled": "false",
    "UILabel.isUserInteractionEnabled": "false",
    "UITextField.textAlignment": ".left",
    "UITextField.minimumFontSize": "0",
    "UITextView.isEditable": "true",
    "UITextView.isSelectable": "true",
    "UITextView.text": '""',
    "UITextView.textAlignment": ".natural",
    "UITextView.textContainerInset": "UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)",
    "UISlider.maximumValue": "1",
    "UISlider.isContinuous": "true",
    "UIStepper.maximumValue": "100",
    "UIStepper.stepValue": "1",
    "UIStepper.isContinuous": "true",
    "UIStepper.autorepeat": "true",
    "UIPageControl.hidesForSinglePage": "false",
    "UIActivityIndicatorView.hidesWhenStopped": "true",
    "UIActivityIndicatorView.style": ".medium",
    "UIScrollView.isScrollEnabled": "true",
    "UIScrollView.showsHorizontalScrollIndicator": "true",
    "UIScrollView.showsVerticalScrollIndicator": "true",
    "UIScrollView.bounces": "true",
    "UIScrollView.alwaysBounceVertical": "false",
    "UIScrollView.maximumZoomScale": "1",
    "UIScrollView.minimumZoomScale": "1",
    "UIScrollView.zoomScale": "1",
    "UIScrollView.scrollsToTop": "true",
    "UIScrollView.delaysContentTouches": "true",
    "UIScrollView.canCancelContentTouches": "true",
    "UIScrollView.bouncesZoom": "true",
    "UIScrollView.decelerationRate": ".normal",
    "UITableView.rowHeight": "UITableView.automaticDimension",
    "UITableView.estimatedRowHeight": "UITableView.automaticDimension",
    "UITableView.sectionHeaderHeight": "UITableView.automaticDimension",
    "UITableView.sectionFooterHeight": "UITableView.automaticDimension",
    "UITableView.automaticDimension": "-1",
    "UITableView.allowsSelection": "true",
    "UITableView.separatorStyle": ".singleLine",
    "UITableViewCell.selectionStyle": ".default",
    "UICollectionViewFlowLayout.itemSize": "CGSize(width: 50, height: 50)",
    "UICollectionViewFlowLayout.minimumLineSpacing": "10",
    "UICollectionViewFlowLayout.minimumInteritemSpacing": "10",
    "UICollectionViewFlowLayout.automaticSize": "CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)",
    "UICollectionView.allowsSelection": "true",
    "UIStackView.isBaselineRelativeArrangement": "false",
    "UINavigationBar.isTranslucent": "true",
    "UIToolbar.isTranslucent": "true",
    "UITabBar.isTranslucent": "true",
    "UIBarItem.isEnabled": "true",
    "UIViewController.modalPresentationStyle": ".automatic",
    "UIViewController.definesPresentationContext": "false",
    "UIViewController.extendedLayoutIncludesOpaqueBars": "false",
    "UIViewController.edgesForExtendedLayout": ".all",
    # UISplitViewController.h, above presentsWithGesture: "Defaults to 'YES'." (sdk-defaults.md has no row).
    "UISplitViewController.presentsWithGesture": "true",
    "UIDatePicker.datePickerMode": ".dateAndTime",
    # Apple's documentation of isPrefetchingEnabled: "The default value of this property is true."
    "UICollectionView.isPrefetchingEnabled": "true",
    "UIDatePicker.minuteInterval": "1",
    "UIDatePicker.date": "Date()",
    "UISwitch.isOn": "false",
    "UIResponder.canResignFirstResponder": "true",
    "UISearchBar.isTranslucent": "true",
    "UIWindow.screen": "UIScreen()",
    "UIScreen.scale": "1",
    "UIScreen.nativeScale": "1",
    "UIScreen.maximumFramesPerSecond": "60",
    "UIScreen.bounds": "CGRect(x: 0, y: 0, width: 390, height: 844)",
    "UIScreen.nativeBounds": "CGRect(x: 0, y: 0, width: 390, height: 844)",
    "UIScreen.brightness": "0.5",
    "UIScreen.screens": "[UIScreen.main]",
    "UIScreen.main": "UIScreen._surfaceMain",
    "UIStoryboardSegue.source": "_s_source",
    "UIStoryboardSegue.destination": "_s_destination",
    "UIFont.pointSize": "_s_pointSize",
    "UIFont.fontName": "_s_fontName",
    "UIFont.familyName": '"System Font"',

    "UIFont.systemFontSize": "14",
    "UIFont.labelFontSize": "17",
    "UIFont.buttonFontSize": "18",
    "UIFont.smallSystemFontSize": "12",
    "UIImage.scale": "1",
    "UIImage.renderingMode": ".automatic",
    "UILayoutGuide.identifier": '""',
    "UIGestureRecognizer.isEnabled": "true",
    "UIGestureRecognizer.cancelsTouchesInView": "true",
    "UITapGestureRecognizer.numberOfTapsRequired": "1",
    "UITapGestureRecognizer.numberOfTouchesRequired": "1",
    "UILongPressGestureRecognizer.minimumPressDuration": "0.5",
    "UILongPressGestureRecognizer.numberOfTouchesRequired": "1",
    "UILongPressGestureRecognizer.allowableMovement": "10",
    "UIPanGestureRecognizer.minimumNumberOfTouches": "1",
    "UIPanGestureRecognizer.maximumNumberOfTouches": "Int.max",
    "UIPinchGestureRecognizer.scale": "1",
    "UISwipeGestureRecognizer.direction": ".right",
    "UISwipeGestureRecognizer.numberOfTouchesRequired": "1",
    "NSLayoutConstraint.priority": ".required",
    "NSLayoutConstraint.multiplier": "1",
    "NSLayoutConstraint.firstAnchor": "_s_makeFirstAnchor()",
    "NSLayoutConstraint.relation": ".equal",
    "NSLayoutConstraint.firstAttribute": ".notAnAttribute",
    "NSLayoutConstraint.secondAttribute": ".notAnAttribute",
    # AppKit
    "NSView.alphaValue": "1",
    "NSView.translatesAutoresizingMaskIntoConstraints": "true",
    "NSView.autoresizesSubviews": "true",
    "NSView.intrinsicContentSize": "NSSize(width: -1, height: -1)",
    "NSView.noIntrinsicMetric": "-1",
    "NSControl.isEnabled": "true",
    "NSControl.stringValue": '""',
    "NSControl.isContinuous": "false",
    "NSControl.alignment": ".natural",
    "NSControl.controlSize": ".regular",
    "NSTextField.isEditable": "true",
    "NSTextField.isSelectable": "true",
    "NSTextField.isBezeled": "true",
    "NSTextField.drawsBackground": "true",
    "NSTextField.preferredMaxLayoutWidth": "0",
    "NSTextField.maximumNumberOfLines": "0",
    "NSButton.title": '"Button"',
    "NSButton.state": ".off",
    "NSButton.isBordered": "true",
    "NSButton.bezelStyle": ".push",
    "NSImageView.isEditable": "false",
    "NSImageView.imageScaling": ".scaleProportionallyDown",
    "NSStackView.orientation": ".horizontal",
    "NSStackView.spacing": "8",
    "NSStackView.distribution": ".gravityAreas",
    "NSStackView.alignment": ".centerY",
    "NSTableView.rowHeight": "17",
    "NSTableView.usesAutomaticRowHeights": "false",
    "NSTableView.allowsEmptySelection": "true",
    "NSTableView.allowsColumnSelection": "false",
    "NSTableView.style": ".automatic",
    "NSWindow.title": '""',
    "NSWindow.isVisible": "false",
    "NSWindow.isReleasedWhenClosed": "true",
    "NSFont.pointSize": "_s_pointSize",
    "NSFont.fontName": "_s_fontName",
    "NSFont.systemFontSize": "13",
    "NSFont.smallSystemFontSize": "11",
    "NSFont.labelFontSize": "10",
    "NSColor.cgColor": "CGColor(_surfaceDescription: _s_description)",
    "NSSplitViewItem.canCollapse": "false",
    "NSSplitViewItem.minimumThickness": "-1",
    "NSSplitViewItem.maximumThickness": "-1",
    "NSSplitViewItem.holdingPriority": "NSLayoutConstraint.Priority(rawValue: 250)",
    "NSLayoutGuide.identifier": 'NSUserInterfaceItemIdentifier("")',
    "NSStoryboardSegue.sourceController": "_s_source",
    "NSStoryboardSegue.destinationController": "_s_destination",
    "NSTabViewController.transitionOptions": "[]",
}

# Function / initializer bodies. Parameters are a0, a1, ... in declaration order.
BODIES = {
    # UIView
    "UIView.init(frame:)": "_s_frame = a0; _s_bounds = CGRect(origin: .zero, size: a0.size); super.init()",
    "UIView.init(coder:)": "super.init()",
    "UIView.addSubview(_:)": "_surfaceInsert(a0, at: _s_subviews.count)",
    "UIView.insertSubview(_:at:)": "_surfaceInsert(a0, at: a1)",
    "UIView.insertSubview(_:belowSubview:)": "_surfaceInsert(a0, at: _s_subviews.firstIndex { $0 === a1 } ?? 0)",
    "UIView.insertSubview(_:aboveSubview:)":
        "_surfaceInsert(a0, at: (_s_subviews.firstIndex { $0 === a1 }).map { $0 + 1 } ?? _s_subviews.count)",
    "UIView.removeFromSuperview()": "_surfaceRemoveFromSuperview()",
    "UIView.bringSubviewToFront(_:)": "if let i = _s_subviews.firstIndex(where: { $0 === a0 }) { _s_subviews.remove(at: i); _s_subviews.append(a0) }",
    "UIView.sendSubviewToBack(_:)": "if let i = _s_subviews.firstIndex(where: { $0 === a0 }) { _s_subviews.remove(at: i); _s_subviews.insert(a0, at: 0) }",
    "UIView.viewWithTag(_:)": "_surfaceViewWithTag(a0)",
    "UIView.addConstraint(_:)": "_s_constraints.append(a0); a0.isActive = true",
    "UIView.addConstraints(_:)": "for c in a0 { addConstraint(c) }",
    "UIView.removeConstraint(_:)": "_s_constraints.removeAll { $0 === a0 }; a0.isActive = false",
    "UIView.removeConstraints(_:)": "for c in a0 { removeConstraint(c) }",
    "UIView.addLayoutGuide(_:)": "_s_layoutGuides.append(a0); a0.owningView = self",
    "UIView.removeLayoutGuide(_:)": "_s_layoutGuides.removeAll { $0 === a0 }; a0.owningView = nil",
    "UIView.addGestureRecognizer(_:)": "gestureRecognizers = (gestureRecognizers ?? []) + [a0]",
    "UIView.removeGestureRecognizer(_:)": "gestureRecognizers?.removeAll { $0 === a0 }",
    "UIView.contentHuggingPriority(for:)": "return _s_hugging[a0.rawValue] ?? .defaultLow",
    "UIView.setContentHuggingPriority(_:for:)": "_s_hugging[a1.rawValue] = a0",
    "UIView.contentCompressionResistancePriority(for:)": "return _s_compression[a0.rawValue] ?? .defaultHigh",
    "UIView.setContentCompressionResistancePriority(_:for:)": "_s_compression[a1.rawValue] = a0",
    "UIView.sizeThatFits(_:)": "return bounds.size",
    "UIView.systemLayoutSizeFitting(_:)": "return a0",
    "UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)": "return a0",
    "UIView.performWithoutAnimation(_:)": "a0()",
    "UIView.animate(withDuration:delay:options:animations:completion:)": "a3(); a4?(true)",
    "UIView.animate(withDuration:animations:completion:)": "a1(); a2?(true)",
    "UIView.animate(withDuration:animations:)": "a1()",
    # UIControl
    "UIControl.init(frame:primaryAction:)": "self.init(frame: a0); if let a1 { addAction(a1, for: .primaryActionTriggered) }",
    "UIControl.addTarget(_:action:for:)": "_s_targetActions.append(UIControl._SurfaceTargetAction(target: a0 as AnyObject?, action: a1, events: a2))",
    "UIControl.removeTarget(_:action:for:)":
        "_s_targetActions.removeAll { (a0 == nil || $0.target === (a0 as AnyObject?)) && (a1 == nil || $0.action == a1) && !$0.events.isDisjoint(with: a2) }",
    "UIControl.addAction(_:for:)": "_s_actions.append((a0, a1))",
    "UIControl.removeAction(_:for:)": "_s_actions.removeAll { $0.0 === a0 && $0.1 == a1 }",
    "UIControl.removeAction(identifiedBy:for:)": "_s_actions.removeAll { $0.0.identifier == a0 && $0.1 == a1 }",
    "UIControl.sendActions(for:)": "for (action, events) in _s_actions where !events.isDisjoint(with: a0) { action._s_handler(action) }",
    "UIControl.state": None,
    # UIButton
    "UIButton.init(type:)": "self.init(frame: .zero); _s_buttonType = a0",
    "UIButton.init(configuration:primaryAction:)": "self.init(frame: .zero); configuration = a0; if let a1 { addAction(a1, for: .primaryActionTriggered) }",
    "UIButton.init(type:primaryAction:)": "self.init(frame: .zero); _s_buttonType = a0; if let a1 { addAction(a1, for: .primaryActionTriggered) }",
    "UIButton.setTitle(_:for:)": "_s_titles[a1.rawValue] = a0",
    "UIButton.setTitleColor(_:for:)": "_s_titleColors[a1.rawValue] = a0",
    "UIButton.setTitleShadowColor(_:for:)": "_s_titleShadowColors[a1.rawValue] = a0",
    "UIButton.setImage(_:for:)": "_s_images[a1.rawValue] = a0",
    "UIButton.setBackgroundImage(_:for:)": "_s_backgroundImages[a1.rawValue] = a0",
    "UIButton.setPreferredSymbolConfiguration(_:forImageIn:)": "_s_symbolConfigurations[a1.rawValue] = a0",
    "UIButton.setAttributedTitle(_:for:)": "_s_attributedTitles[a1.rawValue] = a0",
    "UIButton.title(for:)": "return _s_titles[a0.rawValue] ?? _s_titles[0] ?? nil",
    "UIButton.titleColor(for:)": "return _s_titleColors[a0.rawValue] ?? _s_titleColors[0] ?? nil",
    "UIButton.titleShadowColor(for:)": "return _s_titleShadowColors[a0.rawValue] ?? _s_titleShadowColors[0] ?? nil",
    "UIButton.image(for:)": "return _s_images[a0.rawValue] ?? _s_images[0] ?? nil",
    "UIButton.backgroundImage(for:)": "return _s_backgroundImages[a0.rawValue] ?? _s_backgroundImages[0] ?? nil",
    "UIButton.preferredSymbolConfigurationForImage(in:)": "return _s_symbolConfigurations[a0.rawValue] ?? nil",
    "UIButton.attributedTitle(for:)": "return _s_attributedTitles[a0.rawValue] ?? _s_attributedTitles[0] ?? nil",
    "UIButton.currentTitle": "title(for: state)",
    "UIButton.currentImage": "image(for: state)",
    "UIButton.systemButton(with:target:action:)":
        "let b = UIButton(type: .system); b.setImage(a0, for: .normal); if let a2 { b.addTarget(a1, action: a2, for: .touchUpInside) }; return b as! Self",
    "UIBarButtonItem.flexibleSpace()": "return UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) as! Self",
    "UIBarButtonItem.fixedSpace(_:)": "let i = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil); i.width = a0; return i as! Self",
    "UIBarButtonItem.fixedSpace()": "return UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil) as! Self",
    "UIImageView.init(image:)": "super.init(frame: CGRect(origin: .zero, size: a0?.size ?? .zero)); self.image = a0",
    "UIImageView.init(image:highlightedImage:)":
        "super.init(frame: CGRect(origin: .zero, size: a0?.size ?? .zero)); self.image = a0; self.highlightedImage = a1",
    # Stack view
    "UIStackView.init(arrangedSubviews:)": "self.init(frame: .zero); for v in a0 { addArrangedSubview(v) }",
    "UIStackView.addArrangedSubview(_:)": "_s_arrangedSubviews.append(a0); addSubview(a0)",
    "UIStackView.removeArrangedSubview(_:)": "_s_arrangedSubviews.removeAll { $0 === a0 }",
    "UIStackView.insertArrangedSubview(_:at:)": "_s_arrangedSubviews.insert(a0, at: a1); addSubview(a0)",
    "UIStackView.setCustomSpacing(_:after:)": "_s_customSpacing[ObjectIdentifier(a1)] = a0",
    "UIStackView.customSpacing(after:)": "return _s_customSpacing[ObjectIdentifier(a0)] ?? UIStackView.spacingUseDefault",
    # Table / collection
    "UITableView.init(frame:style:)": "_s_style = a1; super.init(frame: a0)",
    "UITableView.register(_:forCellReuseIdentifier:)": "_s_registrations[a1] = a0.map { .cellClass($0) } ?? nil",
    "UITableView.register(_:forHeaderFooterViewReuseIdentifier:)": "_s_registrations[a1] = a0.map { .headerFooterClass($0) } ?? nil",
    "UITableView.dequeueReusableCell(withIdentifier:)": "return _surfaceDequeueCell(a0)",
    "UITableView.dequeueReusableCell(withIdentifier:for:)": "return _surfaceDequeueCell(a0) ?? UITableViewCell(style: .default, reuseIdentifier: a0)",
    "UITableView.dequeueReusableHeaderFooterView(withIdentifier:)": "return _surfaceDequeueHeaderFooter(a0)",
    "UITableViewCell.init(style:reuseIdentifier:)": "_s_reuseIdentifier = a1; super.init(frame: .zero)",
    "UICollectionView.init(frame:collectionViewLayout:)": "super.init(frame: a0); collectionViewLayout = a1",
    "UICollectionView.register(_:forCellWithReuseIdentifier:)": "_s_cellClasses[a1] = a0",
    "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)": "_s_supplementaryClasses[a1 + \"/\" + a2] = a0",
    "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)":
        "let c = UICollectionViewCell(frame: .zero); c._s_reuseIdentifier = a0; return c",
    "UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)":
        "let v = UICollectionReusableView(frame: .zero); v._s_reuseIdentifier = a1; return v",
    "UITableView.register(_:forCellReuseIdentifier:)#UINib": "_s_registrations[a1] = a0.map { .nib($0) }",
    "UITableView.register(_:forHeaderFooterViewReuseIdentifier:)#UINib": "_s_registrations[a1] = a0.map { .nib($0) }",
    "UICollectionView.register(_:forCellWithReuseIdentifier:)#UINib": "_s_cellClasses[a1] = UINib.self",
    "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)#UINib": "_s_supplementaryClasses[a1 + \"/\" + a2] = UINib.self",
    # View controllers
    "UIViewController.init(nibName:bundle:)": "_s_nibName = a0; _s_nibBundle = a1; super.init()",
    "UIViewController.init(coder:)": "super.init()",
    "UIViewController.view": None,
    "UIViewController.loadView()": "_s_view = UIView(frame: UIScreen._surfaceMain.bounds)",
    "UIViewController.loadViewIfNeeded()": "_ = view",
    "UIViewController.addChild(_:)": "_s_children.append(a0); a0._s_parent = self",
    "UIViewController.removeFromParent()": "_s_parent?._s_children.removeAll { $0 === self }; _s_parent = nil",
    "UIViewController.performSegue(withIdentifier:sender:)": "_s_performedSegues.append(a0)",
    "UIViewController.present(_:animated:completion:)": "_s_presentedViewController = a0; a0._s_presentingViewController = self; a2?()",
    "UIViewController.dismiss(animated:completion:)": "_s_presentedViewController = nil; a1?()",
    "UINavigationController.init(rootViewController:)": "super.init(nibName: nil, bundle: nil); setViewControllers([a0], animated: false)",
    "UINavigationController.init(navigationBarClass:toolbarClass:)": "super.init(nibName: nil, bundle: nil)",
    "UINavigationController.pushViewController(_:animated:)": "_s_viewControllers.append(a0); a0._s_parent = self",
    "UINavigationController.setViewControllers(_:animated:)": "_s_viewControllers = a0; for vc in a0 { vc._s_parent = self }",
    "UINavigationController.popViewController(animated:)": "return _s_viewControllers.count > 1 ? _s_viewControllers.removeLast() : nil",
    "UINavigationController.viewControllers": None,
    "UITabBarController.setViewControllers(_:animated:)": "viewControllers = a0",
    "UITableViewController.init(style:)": "super.init(nibName: nil, bundle: nil)",
    "UICollectionViewController.init(collectionViewLayout:)": "super.init(nibName: nil, bundle: nil)",
    # Storyboards
    "UIStoryboard.init(name:bundle:)": "self.init(); _s_name = a0",
    "UIStoryboard.instantiateInitialViewController()": "return UIViewController()",
    "UIStoryboard.instantiateViewController(withIdentifier:)": "let vc = UIViewController(); vc.restorationIdentifier = a0; return vc",
    "UIStoryboard.instantiateInitialViewController(creator:)": "return a0?(NSCoder())",
    "UIStoryboard.instantiateViewController(identifier:creator:)":
        "if let vc = a1?(NSCoder()) { return vc }; fatalError(\"surface: storyboard scene \\(a0) needs a creator\")",
    "UIStoryboardSegue.init(identifier:source:destination:)": "_s_identifier = a0; _s_source = a1; _s_destination = a2; super.init()",
    "UIStoryboardSegue.init(identifier:source:destination:performHandler:)":
        "self.init(identifier: a0, source: a1, destination: a2); _s_performHandler = a3",
    "UIStoryboardSegue.perform()": "_s_performHandler?()",
    "UINib.init(nibName:bundle:)": "self.init(); _s_name = a0",
    "UINib.init(data:bundle:)": "self.init()",
    "UINib.instantiate(withOwner:options:)": "return []",
    # Colors / fonts / images
    "UIColor.init(white:alpha:)": "_s_description = \"white \\(a0) alpha \\(a1)\"; super.init()",
    "UIColor.init(hue:saturation:brightness:alpha:)": "_s_description = \"hsba \\(a0) \\(a1) \\(a2) \\(a3)\"; super.init()",
    "UIColor.init(red:green:blue:alpha:)": "_s_description = \"rgba \\(a0) \\(a1) \\(a2) \\(a3)\"; super.init()",
    "UIColor.init(displayP3Red:green:blue:alpha:)": "_s_description = \"p3 \\(a0) \\(a1) \\(a2) \\(a3)\"; super.init()",
    "UIColor.init(red:green:blue:alpha:exposure:)": "_s_description = \"rgba \\(a0) \\(a1) \\(a2) \\(a3) exposure \\(a4)\"; super.init()",
    "UIColor.init(red:green:blue:alpha:linearExposure:)": "_s_description = \"rgba \\(a0) \\(a1) \\(a2) \\(a3) linear \\(a4)\"; super.init()",
    "UIColor.init(cgColor:)": "_s_description = a0._surfaceDescription; super.init()",
    "UIColor.init(patternImage:)": "_s_description = \"pattern\"; super.init()",
    "UIColor.init(dynamicProvider:)": "_s_description = \"dynamic\"; super.init()",
    "UIColor.init(named:)": "self.init(_surfaceDescription: \"named \\(a0)\")",
    "UIColor.init(named:in:compatibleWith:)": "self.init(_surfaceDescription: \"named \\(a0)\")",
    "UIColor.init(resource:)": "self.init(_surfaceDescription: \"resource\")",
    "UIColor.withAlphaComponent(_:)": "return UIColor(_surfaceDescription: _s_description + \" alpha \\(a0)\")",
    "UIColor.cgColor": "CGColor(_surfaceDescription: _s_description)",
    "UIFont.init(name:size:)": "self.init(_surfaceName: a0, size: a1)",
    "UIFont.init(descriptor:size:)": "self.init(_surfaceName: \"descriptor\", size: a1)",
    "UIFont.systemFont(ofSize:)": "return UIFont(_surfaceName: \"system\", size: a0)",
    "UIFont.systemFont(ofSize:weight:)": "return UIFont(_surfaceName: \"system-\\(a1.rawValue)\", size: a0)",
    "UIFont.systemFont(ofSize:weight:width:)": "return UIFont(_surfaceName: \"system-\\(a1.rawValue)\", size: a0)",
    "UIFont.boldSystemFont(ofSize:)": "return UIFont(_surfaceName: \"system-bold\", size: a0)",
    "UIFont.italicSystemFont(ofSize:)": "return UIFont(_surfaceName: \"system-italic\", size: a0)",
    "UIFont.monospacedSystemFont(ofSize:weight:)": "return UIFont(_surfaceName: \"mono\", size: a0)",
    "UIFont.monospacedDigitSystemFont(ofSize:weight:)": "return UIFont(_surfaceName: \"mono-digit\", size: a0)",
    "UIFont.preferredFont(forTextStyle:)": "return UIFont(_surfaceName: a0.rawValue, size: 17)",
    "UIFont.preferredFont(forTextStyle:compatibleWith:)": "return UIFont(_surfaceName: a0.rawValue, size: 17)",
    "UIFont.withSize(_:)": "return UIFont(_surfaceName: _s_fontName, size: a0)",
    "UIImage.init(named:)": "self.init(_surfaceName: a0)",
    "UIImage.init(named:in:compatibleWith:)": "self.init(_surfaceName: a0)",
    "UIImage.init(named:in:with:)": "self.init(_surfaceName: a0)",
    "UIImage.init(systemName:)": "self.init(_surfaceName: \"system:\" + a0)",
    "UIImage.init(systemName:withConfiguration:)": "self.init(_surfaceName: \"system:\" + a0)",
    "UIImage.init(systemName:compatibleWith:)": "self.init(_surfaceName: \"system:\" + a0)",
    "UIImage.init(resource:)": "self.init(_surfaceName: \"resource\")",
    "UIImage.init(imageLiteralResourceName:)": "self.init(_surfaceName: a0)",
    # Auto Layout
    "NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)":
        "self.init(); _surfaceSet(a0 as AnyObject, a1, a2, a3.map { $0 as AnyObject }, a4, a5, a6)",
    "NSLayoutConstraint.activate(_:)": "for c in a0 { c.isActive = true }",
    "NSLayoutConstraint.deactivate(_:)": "for c in a0 { c.isActive = false }",
    "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)": "return []",
    "NSLayoutAnchor.constraint(equalTo:)": "return _surfaceConstraint(.equal, a0, 1, 0)",
    "NSLayoutAnchor.constraint(greaterThanOrEqualTo:)": "return _surfaceConstraint(.greaterThanOrEqual, a0, 1, 0)",
    "NSLayoutAnchor.constraint(lessThanOrEqualTo:)": "return _surfaceConstraint(.lessThanOrEqual, a0, 1, 0)",
    "NSLayoutAnchor.constraint(equalTo:constant:)": "return _surfaceConstraint(.equal, a0, 1, a1)",
    "NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:)": "return _surfaceConstraint(.greaterThanOrEqual, a0, 1, a1)",
    "NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)": "return _surfaceConstraint(.lessThanOrEqual, a0, 1, a1)",
    "NSLayoutDimension.constraint(equalToConstant:)": "return _surfaceConstraint(.equal, nil, 1, a0)",
    "NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)": "return _surfaceConstraint(.greaterThanOrEqual, nil, 1, a0)",
    "NSLayoutDimension.constraint(lessThanOrEqualToConstant:)": "return _surfaceConstraint(.lessThanOrEqual, nil, 1, a0)",
    "NSLayoutDimension.constraint(equalTo:multiplier:)": "return _surfaceConstraint(.equal, a0, a1, 0)",
    "NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:)": "return _surfaceConstraint(.greaterThanOrEqual, a0, a1, 0)",
    "NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:)": "return _surfaceConstraint(.lessThanOrEqual, a0, a1, 0)",
    "NSLayoutDimension.constraint(equalTo:multiplier:constant:)": "return _surfaceConstraint(.equal, a0, a1, a2)",
    "NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:)": "return _surfaceConstraint(.greaterThanOrEqual, a0, a1, a2)",
    "NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)": "return _surfaceConstraint(.lessThanOrEqual, a0, a1, a2)",
    "NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)": "return _surfaceConstraint(.equal, a0, a1, 8)",
    "NSLayoutXAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)": "return _surfaceConstraint(.greaterThanOrEqual, a0, a1, 8)",
    "NSLayoutXAxisAnchor.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)": "return _surfaceConstraint(.lessThanOrEqual, a0, a1, 8)",
    "NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)": "return _surfaceConstraint(.equal, a0, a1, 8)",
    "NSLayoutYAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)": "return _surfaceConstraint(.greaterThanOrEqual, a0, a1, 8)",
    "NSLayoutYAxisAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)": "return _surfaceConstraint(.lessThanOrEqual, a0, a1, 8)",
    "UIGestureRecognizer.init(target:action:)": "super.init(); if let a1 { _s_targetActions.append((a0 as AnyObject?, a1)) }",
    "UIGestureRecognizer.addTarget(_:action:)": "_s_targetActions.append((a0 as AnyObject, a1))",
    "UIGestureRecognizer.removeTarget(_:action:)": "_s_targetActions.removeAll { (a0 == nil || $0.0 === (a0 as AnyObject?)) && (a1 == nil || $0.1 == a1) }",
    "UIAction.init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)":
        "self.init(_surfaceTitle: a0, identifier: a4, handler: a8); self.image = a2",
    "UIAction.init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)":
        "self.init(_surfaceTitle: a0, identifier: a3, handler: a7); self.image = a2",
    "UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)":
        "self.init(_surfaceTitle: a0, identifier: a2, handler: a6); self.image = a1",
    "UIMenu.init(title:subtitle:image:identifier:options:preferredElementSize:children:)":
        "self.init(_surfaceTitle: a0, children: a6)",
    "UIMenu.init(title:image:identifier:options:children:)": "self.init(_surfaceTitle: a0, children: a4)",
    # AppKit
    "NSView.init(frame:)": "_s_frame = a0; _s_bounds = NSRect(origin: .zero, size: a0.size); super.init()",
    "NSView.init(coder:)": "super.init()",
    "NSView.addSubview(_:)": "_surfaceInsert(a0, at: _s_subviews.count)",
    "NSView.addSubview(_:positioned:relativeTo:)": "_surfaceInsert(a0, at: _s_subviews.count)",
    "NSView.removeFromSuperview()": "_surfaceRemoveFromSuperview()",
    "NSView.addConstraint(_:)": "_s_constraints.append(a0); a0.isActive = true",
    "NSView.addConstraints(_:)": "for c in a0 { addConstraint(c) }",
    "NSView.removeConstraint(_:)": "_s_constraints.removeAll { $0 === a0 }; a0.isActive = false",
    "NSView.removeConstraints(_:)": "for c in a0 { removeConstraint(c) }",
    "NSView.addLayoutGuide(_:)": "_s_layoutGuides.append(a0); a0.owningView = self",
    "NSView.removeLayoutGuide(_:)": "_s_layoutGuides.removeAll { $0 === a0 }",
    "NSView.viewWithTag(_:)": "return _surfaceViewWithTag(a0)",
    "NSView.setContentHuggingPriority(_:for:)": "_s_hugging[a1.rawValue] = a0",
    "NSView.contentHuggingPriority(for:)": "return _s_hugging[a0.rawValue] ?? .defaultLow",
    "NSView.setContentCompressionResistancePriority(_:for:)": "_s_compression[a1.rawValue] = a0",
    "NSView.contentCompressionResistancePriority(for:)": "return _s_compression[a0.rawValue] ?? .defaultHigh",
    "NSTextField.init(labelWithString:)": "self.init(frame: .zero); stringValue = a0; isEditable = false; isBezeled = false; drawsBackground = false",
    "NSTextField.init(wrappingLabelWithString:)": "self.init(frame: .zero); stringValue = a0; isEditable = false; isBezeled = false; drawsBackground = false",
    "NSTextField.init(string:)": "self.init(frame: .zero); stringValue = a0",
    "NSButton.init(title:target:action:)": "self.init(frame: .zero); title = a0; target = a1 as AnyObject?; action = a2",
    "NSButton.init(checkboxWithTitle:target:action:)": "self.init(frame: .zero); title = a0; target = a1 as AnyObject?; action = a2; setButtonType(.switch)",
    "NSButton.init(radioButtonWithTitle:target:action:)": "self.init(frame: .zero); title = a0; target = a1 as AnyObject?; action = a2; setButtonType(.radio)",
    "NSButton.init(image:target:action:)": "self.init(frame: .zero); image = a0; target = a1 as AnyObject?; action = a2",
    "NSButton.init(title:image:target:action:)": "self.init(frame: .zero); title = a0; image = a1; target = a2 as AnyObject?; action = a3",
    "NSButton.setButtonType(_:)": "_s_buttonType = a0",
    "NSImageView.init(image:)": "self.init(frame: .zero); image = a0",
    "NSStackView.init(views:)": "self.init(frame: .zero); for v in a0 { addArrangedSubview(v) }",
    "NSStackView.addArrangedSubview(_:)": "_s_arrangedSubviews.append(a0); addSubview(a0)",
    "NSStackView.insertArrangedSubview(_:at:)": "_s_arrangedSubviews.insert(a0, at: a1); addSubview(a0)",
    "NSStackView.removeArrangedSubview(_:)": "_s_arrangedSubviews.removeAll { $0 === a0 }",
    "NSStackView.setViews(_:in:)": "for v in a0 { addArrangedSubview(v) }",
    "NSStackView.addView(_:in:)": "addArrangedSubview(a0)",
    "NSStackView.setCustomSpacing(_:after:)": "_s_customSpacing[ObjectIdentifier(a1)] = a0",
    "NSStackView.customSpacing(after:)": "return _s_customSpacing[ObjectIdentifier(a0)] ?? NSStackView.useDefaultSpacing",
    "NSTableView.makeView(withIdentifier:owner:)": "return _s_registered[a0.rawValue].flatMap { $0 }.map { _ in NSView() }",
    "NSViewController.init(nibName:bundle:)": "_s_nibName = a0; _s_nibBundle = a1; super.init()",
    "NSViewController.init(coder:)": "super.init()",
    "NSViewController.view": None,
    "NSViewController.loadView()": "_s_view = NSView(frame: .zero)",
    "NSViewController.loadViewIfNeeded()": "_ = view",
    "NSViewController.addChild(_:)": "children.append(a0); a0._s_parent = self",
    "NSViewController.removeFromParent()": "_s_parent?.children.removeAll { $0 === self }; _s_parent = nil",
    "NSViewController.performSegue(withIdentifier:sender:)": "_s_performedSegues.append(a0)",
    "NSViewController.shouldPerformSegue(withIdentifier:sender:)": "return true",
    "NSWindowController.init(window:)": "self.window = a0; super.init()",
    "NSWindowController.init(coder:)": "super.init()",
    "NSWindowController.init(windowNibName:)": "self.init(window: nil); _s_windowNibName = a0",
    "NSWindowController.init(windowNibName:owner:)": "self.init(window: nil); _s_windowNibName = a0",
    "NSWindowController.performSegue(withIdentifier:sender:)": "_s_performedSegues.append(a0)",
    "NSWindowController.shouldPerformSegue(withIdentifier:sender:)": "return true",
    "NSWindow.init(contentRect:styleMask:backing:defer:)": "_s_frame = a0; styleMask = a1; super.init()",
    "NSWindow.init(contentViewController:)": "self.init(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false); contentViewController = a0",
    "NSWindow.init(coder:)": "super.init()",
    "NSStoryboard.init(name:bundle:)": "self.init(); _s_name = a0",
    "NSStoryboard.instantiateInitialController()": "return nil",
    "NSStoryboard.instantiateController(withIdentifier:)": "return NSObject()",
    "NSStoryboard.instantiateInitialController(creator:)": "return a0?(NSCoder())",
    "NSStoryboard.instantiateController(identifier:creator:)":
        "if let c = a1?(NSCoder()) { return c }; fatalError(\"surface: storyboard scene \\(a0) needs a creator\")",
    "NSStoryboardSegue.init(identifier:source:destination:)": "_s_identifier = a0; _s_source = a1; _s_destination = a2; super.init()",
    "NSStoryboardSegue.init(identifier:source:destination:performHandler:)":
        "self.init(identifier: a0, source: a1, destination: a2); _s_performHandler = a3",
    "NSStoryboardSegue.perform()": "_s_performHandler?()",
    "NSNib.init(nibNamed:bundle:)": "super.init()",
    "NSNib.init(nibData:bundle:)": "super.init()",
    "NSNib.instantiate(withOwner:topLevelObjects:)": "a1?.pointee = NSArray(); return true",
    "NSColor.init(srgbRed:green:blue:alpha:)": "self.init(_surfaceDescription: \"srgba \\(a0) \\(a1) \\(a2) \\(a3)\")",
    "NSColor.init(displayP3Red:green:blue:alpha:)": "self.init(_surfaceDescription: \"p3 \\(a0) \\(a1) \\(a2) \\(a3)\")",
    "NSColor.init(white:alpha:)": "self.init(_surfaceDescription: \"white \\(a0) alpha \\(a1)\")",
    "NSColor.init(red:green:blue:alpha:)": "self.init(_surfaceDescription: \"rgba \\(a0) \\(a1) \\(a2) \\(a3)\")",
    "NSColor.init(named:bundle:)": "self.init(_surfaceDescription: \"named \\(a0)\")",
    "NSColor.init(named:)": "self.init(_surfaceDescription: \"named \\(a0)\")",
    "NSColor.init(name:dynamicProvider:)": "self.init(_surfaceDescription: \"dynamic\")",
    "NSColor.init(calibratedWhite:alpha:)": "self.init(_surfaceDescription: \"calibrated white \\(a0)\")",
    "NSColor.init(calibratedRed:green:blue:alpha:)": "self.init(_surfaceDescription: \"calibrated \\(a0) \\(a1) \\(a2) \\(a3)\")",
    "NSColor.withAlphaComponent(_:)": "return NSColor(_surfaceDescription: _s_description + \" alpha \\(a0)\")",
    "NSFont.init(name:size:)": "self.init(_surfaceName: a0, size: a1)",
    "NSFont.systemFont(ofSize:)": "return NSFont(_surfaceName: \"system\", size: a0)",
    "NSFont.boldSystemFont(ofSize:)": "return NSFont(_surfaceName: \"system-bold\", size: a0)",
    "NSFont.labelFont(ofSize:)": "return NSFont(_surfaceName: \"label\", size: a0)",
    "NSFont.systemFont(ofSize:weight:)": "return NSFont(_surfaceName: \"system-\\(a1.rawValue)\", size: a0)",
    "NSFont.monospacedDigitSystemFont(ofSize:weight:)": "return NSFont(_surfaceName: \"mono-digit\", size: a0)",
    "NSFont.monospacedSystemFont(ofSize:weight:)": "return NSFont(_surfaceName: \"mono\", size: a0)",
    "NSFont.withSize(_:)": "return NSFont(_surfaceName: _s_fontName, size: a0)",
    "NSFont.preferredFont(forTextStyle:options:)": "return NSFont(_surfaceName: a0.rawValue, size: 13)",
    "NSImage.init(named:)": "self.init(size: .zero); _s_name = a0",
    "NSImage.init(systemSymbolName:accessibilityDescription:)": "self.init(size: .zero); _s_name = \"system:\" + a0",
    "NSImage.init(size:)": "_s_size = a0; super.init()",
    "NSImage.init(data:)": "self.init(size: .zero)",
    "NSImage.init(contentsOfFile:)": "self.init(size: .zero); _s_name = a0",
    "NSImage.init(cgImage:size:)": "self.init(size: a1)",
    "NSImage.init(resource:)": "self.init(size: .zero)",
    "NSSplitViewItem.init(viewController:)": "self.init(); viewController = a0",
    "NSSplitViewItem.init(sidebarWithViewController:)": "self.init(); viewController = a0; _s_behavior = .sidebar",
    "NSSplitViewItem.init(contentListWithViewController:)": "self.init(); viewController = a0; _s_behavior = .contentList",
    "NSSplitViewItem.init(inspectorWithViewController:)": "self.init(); viewController = a0; _s_behavior = .inspector",
    "NSSplitViewController.addSplitViewItem(_:)": "splitViewItems.append(a0)",
    "NSSplitViewController.insertSplitViewItem(_:at:)": "splitViewItems.insert(a0, at: a1)",
    "NSSplitViewController.removeSplitViewItem(_:)": "splitViewItems.removeAll { $0 === a0 }",
    "NSTabViewController.addTabViewItem(_:)": "tabViewItems.append(a0)",
    "NSTabViewController.insertTabViewItem(_:at:)": "tabViewItems.insert(a0, at: a1)",
    "NSTabViewController.removeTabViewItem(_:)": "tabViewItems.removeAll { $0 === a0 }",
}

# Extra internal storage per class (names must start with `_s_`).
EXTRA = {
    "UIView": ["var _s_hugging: [Int: UILayoutPriority] = [:]", "var _s_compression: [Int: UILayoutPriority] = [:]",
               "public var _surfaceAnchors: [Int: AnyObject] = [:]",
               # UITraitEnvironment (UITraitCollection.h), which the sheet omits; in the class so that
               # subclasses can override it. Deprecated in iOS 17 but without `@available(*, deprecated)`:
               # sbgen overrides it only below a target of 17, where Swift does not warn.
               "public var traitCollection: UITraitCollection { UITraitCollection() }",
               "@available(iOS, introduced: 8.0, deprecated: 17.0) open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}"],
    "UIControl": ["public internal(set) var _surfaceTargetActions: [_SurfaceTargetAction] { get { _s_targetActions } set { _s_targetActions = newValue } }",
                  "var _s_targetActions: [_SurfaceTargetAction] = []", "var _s_actions: [(UIAction, UIControl.Event)] = []"],
    "UIButton": ["var _s_titles: [UInt: String?] = [:]", "var _s_titleColors: [UInt: UIColor?] = [:]",
                 "var _s_titleShadowColors: [UInt: UIColor?] = [:]", "var _s_images: [UInt: UIImage?] = [:]",
                 "var _s_backgroundImages: [UInt: UIImage?] = [:]",
                 "var _s_symbolConfigurations: [UInt: UIImage.SymbolConfiguration?] = [:]",
                 "var _s_attributedTitles: [UInt: NSAttributedString?] = [:]"],
    "UIStackView": ["var _s_customSpacing: [ObjectIdentifier: CGFloat] = [:]"],
    "UITableView": ["var _s_registrations: [String: _SurfaceRegistration] = [:]"],
    "UICollectionView": ["var _s_cellClasses: [String: AnyClass?] = [:]", "var _s_supplementaryClasses: [String: AnyClass?] = [:]"],
    "UIViewController": ["var _s_view: UIView? = nil", "public internal(set) var _surfacePerformedSegues: [String] { get { _s_performedSegues } set { _s_performedSegues = newValue } }",
                         "var _s_performedSegues: [String] = []"],
    "UIStoryboard": ["var _s_name: String = \"\""],
    "UINib": ["var _s_name: String = \"\""],
    "UIColor": ["public internal(set) var _s_description: String = \"\"",
                "convenience init(_surfaceDescription d: String) { self.init(white: 0, alpha: 1); _s_description = d }"],
    "UIFont": ["var _s_pointSize: CGFloat = 17", "var _s_fontName: String = \"\"",
               "convenience init(_surfaceName n: String, size: CGFloat) { self.init(); _s_fontName = n; _s_pointSize = size }"],
    "UIImage": ["public internal(set) var _s_name: String = \"\"",
                "convenience init(_surfaceName n: String) { self.init(); _s_name = n }"],
    "UIGestureRecognizer": ["var _s_targetActions: [(AnyObject?, Selector)] = []"],
    "UIAction": [],
    "NSLayoutAnchor": ["var _s_item: AnyObject? = nil", "var _s_attribute: NSLayoutConstraint.Attribute = .notAnAttribute"],
    "UIStoryboardSegue": ["var _s_performHandler: (() -> Void)? = nil",
                          "@available(*, unavailable) public override init() { fatalError(\"unavailable\") }"],
    "UIMenu": ["var _s_menuTitle: String = \"\""],
    "NSLayoutConstraint": ["var _s_firstItem: AnyObject? = nil", "var _s_secondItem: AnyObject? = nil",
                           "var _s_active: Bool = false"],
    "NSView": ["var _s_hugging: [Int: NSLayoutConstraint.Priority] = [:]",
               "var _s_compression: [Int: NSLayoutConstraint.Priority] = [:]",
               "public var _surfaceAnchors: [Int: AnyObject] = [:]"],
    "NSButton": ["var _s_buttonType: NSButton.ButtonType = .momentaryPushIn"],
    "NSStackView": ["var _s_customSpacing: [ObjectIdentifier: CGFloat] = [:]"],
    "NSTableView": ["var _s_registered: [String: NSNib?] = [:]"],
    "NSViewController": ["var _s_view: NSView? = nil", "var _s_performedSegues: [String] = []",
                         "public var _surfacePerformedSegues: [String] { _s_performedSegues }"],
    "NSWindowController": ["var _s_performedSegues: [String] = []", "var _s_windowNibName: String? = nil"],
    "NSStoryboard": ["var _s_name: String = \"\""],
    "NSStoryboardSegue": ["var _s_performHandler: (() -> Void)? = nil"],
    "NSColor": ["public internal(set) var _s_description: String = \"\"",
                "init(_surfaceDescription d: String) { _s_description = d; super.init() }"],
    "NSFont": ["var _s_pointSize: CGFloat = 13", "var _s_fontName: String = \"\"",
               "init(_surfaceName n: String, size: CGFloat) { _s_fontName = n; _s_pointSize = size; super.init() }"],
    "NSImage": ["public internal(set) var _s_name: String = \"\"", "var _s_size: NSSize = .zero"],
    "NSSplitViewItem": ["var _s_behavior: NSSplitViewItem.Behavior = .default"],
}

# Computed getters (instead of storage) for read-only properties.
GETTERS = {
    "UIView.superview": "_s_superview",
    "UIView.subviews": "_s_subviews",
    "UIView.window": "_s_superview?.window ?? (self as? UIWindow)",
    "UIView.constraints": "_s_constraints",
    "UIView.layoutGuides": "_s_layoutGuides",
    "UIView.frame": None,
    "UIControl.state": "_surfaceState",
    "UIButton.currentTitle": "title(for: state)",
    "UIButton.currentTitleColor": "titleColor(for: state) ?? UIColor.systemBlue",
    "UIButton.currentImage": "image(for: state)",
    "UIButton.currentBackgroundImage": "backgroundImage(for: state)",
    "UIButton.currentAttributedTitle": "attributedTitle(for: state)",
    "UIButton.currentTitleShadowColor": "titleShadowColor(for: state)",
    "UIButton.buttonType": "_s_buttonType",
    "UIViewController.isViewLoaded": "_s_view != nil",
    "UIViewController.viewIfLoaded": "_s_view",
    "UIViewController.navigationController": "(_s_parent as? UINavigationController) ?? _s_parent?.navigationController",
    "UIViewController.tabBarController": "(_s_parent as? UITabBarController) ?? _s_parent?.tabBarController",
    "UIViewController.splitViewController": "(_s_parent as? UISplitViewController) ?? _s_parent?.splitViewController",
    "UIViewController.children": "_s_children",
    "UIViewController.parent": "_s_parent",
    "UIViewController.presentedViewController": "_s_presentedViewController",
    "UIViewController.presentingViewController": "_s_presentingViewController",
    "UIStackView.arrangedSubviews": "_s_arrangedSubviews",
    "UINavigationController.topViewController": "_s_viewControllers.last",
    "UINavigationController.visibleViewController": "_s_viewControllers.last",
    "UITableViewCell.reuseIdentifier": "_s_reuseIdentifier",
    "UICollectionReusableView.reuseIdentifier": "_s_reuseIdentifier",
    "UIStoryboardSegue.identifier": "_s_identifier",
    "UIStoryboardSegue.source": "_s_source",
    "UIStoryboardSegue.destination": "_s_destination",
    "UIFont.pointSize": "_s_pointSize",
    "UIFont.fontName": "_s_fontName",
    "UIFont.lineHeight": "_s_pointSize * 1.2",
    "UIColor.cgColor": "CGColor(_surfaceDescription: _s_description)",
    "UIColor.CGColor": None,
    "NSLayoutConstraint.firstItem": "_s_firstItem",
    "NSLayoutConstraint.secondItem": "_s_secondItem",
    "NSLayoutConstraint.firstAnchor": "NSLayoutAnchor<AnyObject>(_surfaceItem: _s_firstItem, attribute: _s_firstAttribute)",
    "NSLayoutConstraint.secondAnchor":
        "_s_secondItem == nil ? nil : NSLayoutAnchor<AnyObject>(_surfaceItem: _s_secondItem, attribute: _s_secondAttribute)",
    "NSView.superview": "_s_superview",
    "NSView.subviews": None,
    "NSView.window": "_s_superview?.window ?? _s_window",
    "NSView.constraints": "_s_constraints",
    "NSView.layoutGuides": "_s_layoutGuides",
    "NSStackView.arrangedSubviews": "_s_arrangedSubviews",
    "NSViewController.isViewLoaded": "_s_view != nil",
    "NSViewController.viewIfLoaded": "_s_view",
    "NSViewController.parent": "_s_parent",
    "NSStoryboardSegue.identifier": "_s_identifier",
    "NSStoryboardSegue.sourceController": "_s_source",
    "NSStoryboardSegue.destinationController": "_s_destination",
    "NSFont.pointSize": "_s_pointSize",
    "NSFont.fontName": "_s_fontName",
    "NSColor.cgColor": "CGColor(_surfaceDescription: _s_description)",
    "NSSplitViewItem.behavior": "_s_behavior",
}

# Property storage that needs a hand-written accessor pair.
ACCESSORS = {
    "UIView.frame": ("_s_frame", "_s_frame = newValue; _s_bounds.size = newValue.size"),
    "UIView.bounds": ("_s_bounds", "_s_bounds = newValue; _s_frame.size = newValue.size"),
    "UIView.center": ("CGPoint(x: _s_frame.midX, y: _s_frame.midY)",
                      "_s_frame.origin = CGPoint(x: newValue.x - _s_frame.width / 2, y: newValue.y - _s_frame.height / 2)"),
    "UIViewController.view": ("_surfaceLoadedView()", "_s_view = newValue"),
    "UIViewController.title": ("_s_title", "_s_title = newValue; navigationItem.title = newValue"),
    "UINavigationController.viewControllers": ("_s_viewControllers", "setViewControllers(newValue, animated: false)"),
    "NSLayoutConstraint.isActive": ("_s_active", "_s_active = newValue"),
    "NSView.frame": ("_s_frame", "_s_frame = newValue; _s_bounds.size = newValue.size"),
    "NSView.bounds": ("_s_bounds", "_s_bounds = newValue"),
    "NSView.subviews": ("_s_subviews", "for v in _s_subviews { v._s_superview = nil }; _s_subviews = []; for v in newValue { addSubview(v) }"),
    "NSViewController.view": ("_surfaceLoadedView()", "_s_view = newValue"),
    "NSControl.stringValue": ("_s_stringValue", "_s_stringValue = newValue"),
    "NSImage.size": ("_s_size", "_s_size = newValue"),
}

# Extra storage declared for GETTERS/ACCESSORS.
STORAGE = {
    "UIView": ["var _s_superview: UIView? = nil", "var _s_subviews: [UIView] = []",
               "var _s_constraints: [NSLayoutConstraint] = []", "var _s_layoutGuides: [UILayoutGuide] = []",
               "var _s_frame: CGRect = .zero", "var _s_bounds: CGRect = .zero"],
    "UIControl": ["var _surfaceState: UIControl.State { var s: UIControl.State = []; if isHighlighted { s.insert(.highlighted) }; if !isEnabled { s.insert(.disabled) }; if isSelected { s.insert(.selected) }; return s }"],
    "UIButton": ["var _s_buttonType: UIButton.ButtonType = .custom"],
    "UIViewController": ["var _s_parent: UIViewController? = nil", "var _s_children: [UIViewController] = []",
                         "var _s_presentedViewController: UIViewController? = nil",
                         "weak var _s_presentingViewController: UIViewController? = nil", "var _s_title: String? = nil",
                         "var _s_nibName: String? = nil", "var _s_nibBundle: Bundle? = nil"],
    "UIStackView": ["var _s_arrangedSubviews: [UIView] = []"],
    "UINavigationController": ["var _s_viewControllers: [UIViewController] = []"],
    "UITableViewCell": ["var _s_reuseIdentifier: String? = nil"],
    "UITableView": ["var _s_style: UITableView.Style = .plain"],
    "UICollectionReusableView": ["var _s_reuseIdentifier: String? = nil"],
    "UIStoryboardSegue": ["var _s_identifier: String? = nil", "var _s_source: UIViewController! = nil",
                          "var _s_destination: UIViewController! = nil"],
    "NSLayoutConstraint": [],
    "NSView": ["unowned(unsafe) var _s_superviewStorage: NSView? = nil",
               "var _s_superview: NSView? { get { _s_superviewStorage } set { _s_superviewStorage = newValue } }",
               "var _s_subviews: [NSView] = []", "weak var _s_window: NSWindow? = nil",
               "var _s_constraints: [NSLayoutConstraint] = []", "var _s_layoutGuides: [NSLayoutGuide] = []",
               "var _s_frame: NSRect = .zero", "var _s_bounds: NSRect = .zero"],
    "NSControl": ["var _s_stringValue: String = \"\""],
    "NSStackView": ["var _s_arrangedSubviews: [NSView] = []"],
    "NSViewController": ["var _s_parent: NSViewController? = nil", "var _s_nibName: String? = nil",
                         "var _s_nibBundle: Bundle? = nil"],
    "NSStoryboardSegue": ["var _s_identifier: String? = nil", "var _s_source: Any = ()", "var _s_destination: Any = ()"],
}

STUB_CLASSES = {"UIKit": {}, "AppKit": {}}

# ---------------------------------------------------------------- emission


def is_main_actor(t):
    return "@MainActor" in t.iso


def sendable_suffix(t):
    if "`Sendable`" in t.iso or "Sendable (`@unchecked`)" in t.iso:
        return ", @unchecked Sendable"
    return ""


def swift_name(n):
    return f"`{n}`" if n in ("default", "self", "init", "subscript", "continue", "in", "for", "as", "is",
                             "switch", "case", "class", "struct", "protocol", "import", "inline",
                             "extension", "repeat", "internal", "public", "private", "open", "where",
                             "static", "operator", "func", "return", "true", "false", "nil",
                             "Type", "Protocol", "var", "let", "none", "switch") and n != "none" else n


class Emitter:
    def __init__(self, ctx, platform, alltypes):
        self.ctx = ctx
        self.platform = platform
        self.alltypes = alltypes

    def member_avail(self, t, m):
        return avail_attrs(m.avail, self.platform, t.introduced)

    def iso_attr(self, t, m):
        iso = m.iso.strip()
        if iso == "nonisolated":
            return "nonisolated "
        if "@MainActor" in iso and not is_main_actor(t):
            return "@MainActor "
        if "@MainActor @preconcurrency" in iso:
            return "@preconcurrency @MainActor "
        return ""

    def designated(self, cname):
        """Designated initializers (name, sig) of a class, following inheritance."""
        c = self.ctx.classes.get(cname)
        if c is None:
            return [("init()", "()")]
        own = [(m.name, m.sig) for m in c.members if m.kind in ("init", "init?")]
        if own:
            names = {n for n, _ in own}
            if c.superclass and not c.superclass.startswith("NSLayoutAnchor"):
                for n, s in self.designated(c.superclass):
                    if n not in names and n != "init()":
                        own.append((n, s))
            return own
        if c.superclass and c.superclass in self.ctx.classes:
            return self.designated(c.superclass)
        return [("init()", "()")]

    def super_call(self, cname):
        c = self.ctx.classes[cname]
        sup = c.superclass
        if sup is None or sup not in self.ctx.classes:
            return "super.init()"
        names = [n for n, _ in self.designated(sup)]
        for pref, call in (("init(frame:)", "super.init(frame: .zero)"),
                           ("init(nibName:bundle:)", "super.init(nibName: nil, bundle: nil)"),
                           ("init(window:)", "super.init(window: nil)"),
                           ("init(target:action:)", "super.init(target: nil, action: nil)"),
                           ("init()", "super.init()")):
            if pref in names:
                return call
        return "super.init()"

    def emit_class(self, t):
        out = []
        name = t.name
        short = name.split(".")[-1]
        outer = name.rsplit(".", 1)[0] if "." in name else None
        attrs = []
        if t.introduced:
            attrs.append(f"@available({self.platform} {t.introduced}, *)")
        if is_main_actor(t):
            attrs.append("@preconcurrency @MainActor")
        sup = t.superclass or "NSObject"
        conf = sendable_suffix(t)
        if name in ("UIBarItem", "UIView", "UIImage"):
            conf += ", UIAccessibilityIdentification"
        if name in ("UILabel", "UITextField", "UITextView"):
            conf += ", UIContentSizeCategoryAdjusting"
        if name in ("UITextField", "UITextView", "UISearchBar"):
            conf += ", UITextInputTraits"
        if name in ("NSViewController", "NSWindowController"):
            conf += ", NSSeguePerforming"
        if name in PROTOCOL_CONFORMANCES:
            conf += PROTOCOL_CONFORMANCES[name]
        generic = "<AnchorType: AnyObject>" if name == "NSLayoutAnchor" else ""
        body = []
        members = list(t.members)
        for pname, adopters in MIXINS.items():
            if name in adopters:
                p = next(x for x in self.alltypes if x.name == pname and x.module == t.module)
                for m in p.members:
                    mm = Member(m.name, m.kind.replace("optional ", ""), m.sig, m.access, m.iso, m.avail)
                    if not any(x.name == mm.name for x in members):
                        members.append(mm)
        declared_inits = set()
        has_designated = any(m.kind in ("init", "init?") for m in members)
        for m in members:
            body.extend(self.emit_member(t, m, declared_inits, has_designated))
        # keep inherited designated initializers available (imported classes inherit them)
        if has_designated and t.superclass in self.ctx.classes:
            for n, s in self.designated(t.superclass):
                if n in declared_inits or n == "init()":
                    continue
                m = Member(n, "init?" if n == "init(coder:)" else "init", s, "", "", "")
                body.extend(self.emit_member(t, m, declared_inits, True, inherited=True))
        if has_designated and "init(coder:)" not in declared_inits and self.needs_coder(name):
            body.append("    public required init?(coder a0: NSCoder) { " + self.super_call(name) + " }")
        if (has_designated and "init()" not in declared_inits and name not in ("UIStoryboardSegue", "UIAction")
                and self.super_init_is_designated(t) and name not in ("UIView", "UIViewController")):
            body.append(f"    public override convenience init() {{ {self.self_plain_init(t)} }}")
        body.extend("    " + x for x in STORAGE.get(name, []))
        body.extend("    " + x for x in EXTRA.get(name, []))
        body.extend("    " + x for x in HAND_MEMBERS.get(name, []))
        body = ["    " + x if x.startswith("@available") else x for x in body]
        decl = attrs + [f"open class {short}{generic}: {sup}{conf} {{"] + body + ["}"]
        if outer:
            decl = [f"extension {outer} {{"] + ["    " + x if x else x for x in decl] + ["}"]
        out.extend(decl)
        sup_t = self.ctx.classes.get((t.superclass or "").split("<")[0])
        if "explicitly **non-Sendable**" in t.iso and not (sup_t and "explicitly **non-Sendable**" in sup_t.iso):
            out += ["", "@available(*, unavailable)", f"extension {name}: @unchecked Sendable {{}}"]
        return out

    def needs_coder(self, name):
        c = self.ctx.classes.get(name)
        while c is not None:
            if any(m.name == "init(coder:)" for m in c.members):
                return True
            c = self.ctx.classes.get(c.superclass)
        return False

    def emit_member(self, t, m, declared_inits, has_designated, inherited=False):
        key = f"{t.name}.{m.name}"
        lines = []
        av = [] if inherited else self.member_avail(t, m)
        iso = self.iso_attr(t, m)
        kind = m.kind
        if kind == "typealias":
            return [f"    public typealias {m.name} = {m.sig}"]
        is_struct = t.kind.startswith("`struct")
        base, labels = labels_of(m.name)
        if base.startswith("==") or base.startswith("<"):
            return []
        if labels is not None or kind.endswith("init") or "init" in kind or "func" in kind:
            gen, ptypes, result, where = parse_sig(m.sig)
            if labels is None:
                labels = []
            if len(labels) != len(ptypes):
                ptypes = ptypes[: len(labels)]
            params = build_params(labels, ptypes)
            body = BODIES.get(key)
            if ptypes and ptypes[0].startswith("UINib"):
                body = BODIES.get(key + "#UINib", body)
            result = fix_type(result)
            if "init" in kind:
                if base != "init":
                    return []
                failable = "?" if kind.startswith("init?") or "init?" in kind else ""
                conv = "convenience " in kind
                declared_inits.add(m.name)
                over = ""
                if not conv and t.superclass in self.ctx.classes and m.name in [
                        n for n, _ in self.designated(t.superclass)]:
                    over = "override "
                if not conv and m.name == "init()" and not is_struct:
                    over = "override "
                req = "required " if m.name == "init(coder:)" and not is_struct else ""
                if req:
                    over = ""
                if is_struct:
                    if body is None:
                        body = STRUCT_INIT_BODIES.get(key, "")
                    return av + [f"    {iso}public init{failable}({params}) {{ {body} }}"]
                if body is None:
                    if conv:
                        body = "self.init()" if m.name != "init()" else self.default_conv_init(t)
                        if t.name in CONVENIENCE_BASE:
                            body = CONVENIENCE_BASE[t.name]
                    elif inherited:
                        body = "super.init(" + ", ".join(f"{l}: a{i}" if l != "_" else f"a{i}" for i, l in enumerate(labels)) + ")"
                        if m.name == "init(coder:)":
                            body = self.super_coder_call(t.name)
                    else:
                        body = self.super_call(t.name)
                        if m.name == "init(coder:)":
                            body = self.super_coder_call(t.name) if failable else self.super_call(t.name)
                    body = self.init_assignments(t, m, labels) + body
                if m.name == "init()" and conv:
                    over = "override " if self.super_init_is_designated(t) else ""
                    body = self.self_plain_init(t)
                    if t.name in ("UIStoryboardSegue", "UIAction"):
                        return av + ["    @available(*, unavailable)", f"    public override init() {{ fatalError() }}"]
                mods = "convenience " if conv else ""
                if "unavailable" in (m.avail or ""):
                    return av + ["    @available(*, unavailable)", f"    public {over}init{failable}({params}) {{ fatalError() }}"]
                return av + [f"    {iso}public {req}{over}{mods}init{failable}({params}) {{ {body} }}"]
            # functions
            static = kind.startswith("class ") or kind.startswith("static ")
            if t.name == "NSSeguePerforming" or (t.kind == "`protocol`"):
                return []
            result_s = "" if result in ("Void", "()") else f" -> {result}"
            if body is None:
                if result_s == "":
                    body = ""
                elif result == "Self":
                    body = "fatalError(\"surface stub\")"
                else:
                    d = default_for(result, self.ctx)
                    if d is None and result.rstrip("?!") == result:
                        ce = class_init_expr(result, self.ctx)
                        d = ce
                    body = f"return {d}" if d else "fatalError(\"surface stub\")"
            disc = ""
            if result_s and "@preconcurrency" not in m.iso and not is_struct:
                disc = "@discardableResult "
            if is_struct:
                mod = "public static " if static else ("public mutating " if kind.startswith("mutating") else "public ")
            elif static:
                mod = "open class " if kind.startswith("class") else "public static "
            else:
                mod = "open "
                if self.ancestor_method(t, m.name):
                    mod = "open override "
            ret = result_s
            if gen:
                return av + [f"    {disc}{iso}{mod}func {base}{gen}({params}){ret} {where} {{ {body} }}".replace("  {", " {")]
            return av + [f"    {disc}{iso}{mod}func {base}({params}){ret} {{ {body} }}"]
        # properties
        typ = fix_type(m.sig)
        name = swift_name(m.name)
        static = kind.startswith("class ") or kind.startswith("static ")
        readonly = m.access.startswith("get") and "set" not in m.access
        weak = "weak" in m.access
        if is_struct:
            if static:
                d = STRUCT_STATICS.get(key) or DEFAULTS.get(key)
                if d is None:
                    raw = next((x for x in t.members if x.name == "init(rawValue:)"), None)
                    if raw is not None:
                        rt = parse_sig(raw.sig)[1][0]
                        d = f'{t.name}(rawValue: "{m.name}")' if rt == "String" else f"{t.name}(rawValue: {STRUCT_RAW.get(key, 0)})"
                    else:
                        d = f"{t.name}()"
                return av + [f"    {iso}public static let {name}: {typ} = {d}"]
            d = DEFAULTS.get(key) or default_for(typ, self.ctx) or "0"
            return av + [f"    {iso}public var {name}: {typ} = {d}"]
        if static:
            d = DEFAULTS.get(key)
            if d is None and typ == t.name:
                d = STATIC_SELF.get(t.name, "{1}()").format(m.name, t.name)
            if d is None:
                d = default_for(typ, self.ctx)
            if d is None:
                d = class_init_expr(typ.rstrip("?!"), self.ctx) or 'fatalError("surface stub")'
            if "get (let)" in m.access:
                return av + [f"    {iso}public static let {name}: {typ} = {d}"]
            kw = "open class" if not t.name.startswith("UIColor") and not t.name.startswith("NSColor") else "open class"
            if "set" in m.access:
                return av + [f"    {iso}nonisolated(unsafe) public static var {name}: {typ} = {d}"]
            return av + [f"    {iso}{kw} var {name}: {typ} {{ {d} }}"]
        if m.name.endswith("Anchor") and typ.startswith("NSLayout") and t.name in ("UIView", "UILayoutGuide", "NSView", "NSLayoutGuide"):
            attr = m.name[: -len("Anchor")]
            return av + [f"    {iso}open var {name}: {typ} {{ {typ}(_surfaceItem: self, attribute: .{attr}) }}"]
        anc = self.ancestor_property(t, m.name)
        if anc is not None:
            at, am = anc
            same = fix_type(am.sig).rstrip("!?") == typ.rstrip("!?")
            anc_ro = "set" not in am.access
            akey = f"{at.name}.{am.name}"
            if same and anc_ro and not readonly and akey not in GETTERS and akey not in ACCESSORS:
                return av + [f"    {iso}open override var {name}: {fix_type(am.sig)} {{",
                             f"        get {{ _s_{m.name} }}", f"        set {{ _s_{m.name} = newValue }}", "    }"]
            if not same:
                SKIPPED.append(f"{key}: {typ} (inherits {akey}: {fix_type(am.sig)})")
            return []
        if key in ACCESSORS:
            g, s = ACCESSORS[key]
            return av + [f"    {iso}open var {name}: {typ} {{", f"        get {{ {g} }}", f"        set {{ {s} }}", "    }"]
        if key in GETTERS and GETTERS[key] is not None:
            return av + [f"    {iso}open var {name}: {typ} {{ {GETTERS[key]} }}"]
        d = DEFAULTS.get(key)
        lazy = False
        if d is None:
            d = default_for(typ, self.ctx)
        if d is None:
            ce = class_init_expr(typ, self.ctx)
            if ce:
                d, lazy = ce, True
        if d is None:
            if readonly:
                return av + [f"    {iso}open var {name}: {typ} {{ fatalError(\"surface stub: {key}\") }}"]
            return av + [f"    {iso}open var {name}: {typ} {{", f"        get {{ fatalError(\"surface stub: {key}\") }}",
                         "        set {}", "    }"]
        w = "weak " if weak and typ.endswith("?") else ""
        if lazy and not is_main_actor(t) and not typ.endswith(("?", "!")):
            st = f"_s_{m.name}"
            if readonly:
                return [f"    var {st}: {typ}? = nil"] + av + [f"    {iso}open var {name}: {typ} {{ {st}! }}"]
            return [f"    var {st}: {typ}? = nil"] + av + [
                f"    {iso}open var {name}: {typ} {{", f"        get {{ {st}! }}", f"        set {{ {st} = newValue }}", "    }"]
        if readonly:
            storage = f"_s_{m.name}"
            hand = STORAGE.get(t.name, []) + EXTRA.get(t.name, []) + HAND_MEMBERS.get(t.name, [])
            if any(re.search(r"\bvar " + storage + r"\b", x) for x in hand):
                return av + [f"    {iso}open var {name}: {typ} {{ {storage} }}"]
            lz = "lazy " if lazy else ""
            return [f"    {w}{lz}var {storage}: {typ} = {d}"] + av + [f"    {iso}open var {name}: {typ} {{ {storage} }}"]
        lz = "lazy " if lazy else ""
        return av + [f"    {iso}open {w}{lz}var {name}: {typ} = {d}"]

    def super_init_is_designated(self, t):
        sup = t.superclass
        return sup not in self.ctx.classes or self.designated(sup) == [("init()", "()")] and not self.has_init_member(sup)

    def has_init_member(self, cname):
        c = self.ctx.classes.get(cname)
        while c is not None:
            if any(m.name == "init()" for m in c.members) or c.name in ("UIView", "UIViewController"):
                return True
            c = self.ctx.classes.get(c.superclass)
        return False

    def self_plain_init(self, t):
        names = [n for n, _ in self.designated(t.name)]
        for pref, call in (("init(frame:)", "self.init(frame: .zero)"),
                           ("init(nibName:bundle:)", "self.init(nibName: nil, bundle: nil)"),
                           ("init(title:)", 'self.init(title: "")'),
                           ("init(white:alpha:)", "self.init(white: 0, alpha: 0)"),
                           ("init(target:action:)", "self.init(target: nil, action: nil)"),
                           ("init(contentRect:styleMask:backing:defer:)",
                            "self.init(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)"),
                           ("init(window:)", "self.init(window: nil)")):
            if pref in names:
                return call
        return "fatalError()"

    def ancestor_method(self, t, mname):
        c = self.ctx.classes.get(t.superclass) if t.superclass else None
        while c is not None:
            for m in c.members:
                if m.name == mname and "func" in m.kind:
                    return c, m
            c = self.ctx.classes.get(c.superclass) if c.superclass else None
        return None

    def ancestor_property(self, t, pname):
        c = self.ctx.classes.get(t.superclass) if t.superclass else None
        while c is not None:
            members = list(c.members)
            for mix, adopters in MIXINS.items():
                if c.name in adopters:
                    p = next((x for x in self.alltypes if x.name == mix and x.module == c.module), None)
                    if p:
                        members += p.members
            for m in members:
                if m.name == pname and "var" in m.kind and not m.kind.startswith(("class", "static")):
                    return c, m
            c = self.ctx.classes.get(c.superclass) if c.superclass else None
        return None

    def init_assignments(self, t, m, labels):
        return ""

    def default_conv_init(self, t):
        return "self.init()"

    def super_coder_call(self, name):
        c = self.ctx.classes[name]
        if c.superclass in self.ctx.classes and self.needs_coder(c.superclass):
            return "super.init(coder: a0)"
        return "super.init()"

    def emit_struct(self, t):
        name = t.name
        short = name.split(".")[-1]
        outer = name.rsplit(".", 1)[0] if "." in name else None
        attrs = []
        if t.introduced:
            attrs.append(f"@available({self.platform} {t.introduced}, *)")
        raw = next((m for m in t.members if m.name == "init(rawValue:)"), None)
        if raw is not None:
            conf = ": OptionSet, @unchecked Sendable" if name in OPTIONSETS else ": Hashable, RawRepresentable, @unchecked Sendable"
        elif "Hashable" in t.kind:
            conf = ": Hashable"
        else:
            conf = ": Equatable, @unchecked Sendable"
        body = []
        if raw is not None:
            rt = parse_sig(raw.sig)[1][0]
            body.append(f"    public var rawValue: {rt}")
            body.append(f"    public init(rawValue: {rt}) {{ self.rawValue = rawValue }}")
        declared_inits = set()
        for m in t.members:
            if m.name == "init(rawValue:)":
                continue
            if m.name == "init(_:)" and raw is not None:
                body.append(f"    public init(_ rawValue: {parse_sig(m.sig)[1][0]}) {{ self.rawValue = rawValue }}")
                continue
            body.extend(self.emit_member(t, m, declared_inits, False))
        body.extend("    " + x for x in HAND_MEMBERS.get(name, []))
        body = ["    " + x if x.startswith("@available") else x for x in body]
        decl = attrs + [f"public struct {short}{conf} {{"] + body + ["}"]
        if outer:
            decl = [f"extension {outer} {{"] + ["    " + x if x else x for x in decl] + ["}"]
        return decl

    def emit_enum(self, e):
        name = e.name
        short = name.split(".")[-1]
        outer = name.rsplit(".", 1)[0] if "." in name else None
        attrs = []
        if e.avail:
            attrs.append(f"@available({self.platform} {e.avail}, *)")
        body = []
        if "option set" in e.kind:
            rt = e.inits[0][1] if e.inits else "UInt"
            body.append(f"    public let rawValue: {rt}")
            body.append(f"    public init(rawValue: {rt}) {{ self.rawValue = rawValue }}")
            values = OPTION_VALUES.get(name, {})
            for i, (n, av) in enumerate(e.statics):
                v = values.get(n, f"1 << {i}")
                body += ["    " + a for a in avail_attrs(av, self.platform, e.avail)]
                if v == "0":
                    body.append(f"    public static let {swift_name(n)}: {short} = []")
                else:
                    body.append(f"    public static let {swift_name(n)} = {short}(rawValue: {v})")
            decl = attrs + [f"public struct {short}: OptionSet, @unchecked Sendable {{"] + body + ["}"]
        elif "RawRepresentable" in e.kind:
            rt = next((ty for lab, ty in e.inits if lab == "rawValue:"), "String")
            body.append(f"    public var rawValue: {rt}")
            body.append(f"    public init(rawValue: {rt}) {{ self.rawValue = rawValue }}")
            for lab, ty in e.inits:
                if lab == "_:":
                    body.append(f"    public init(_ rawValue: {ty}) {{ self.rawValue = rawValue }}")
            values = CONST_VALUES.get(name, {})
            for i, (n, av) in enumerate(e.statics):
                v = values.get(n, f'"{n}"' if rt == "String" else str(i))
                body += ["    " + a for a in avail_attrs(av, self.platform, e.avail)]
                body.append(f"    public static let {swift_name(n)} = {short}(rawValue: {v})")
            body.extend("    " + x for x in HAND_MEMBERS.get(name, []))
            decl = attrs + [f"public struct {short}: Hashable, RawRepresentable, @unchecked Sendable {{"] + body + ["}"]
        else:
            has_raw = any(r is not None for _, r, _ in e.cases)
            for n, raw, av in e.cases:
                body += ["    " + a for a in avail_attrs(av, self.platform, e.avail)]
                body.append(f"    case {swift_name(n)}" + (f" = {raw}" if raw is not None else ""))
            aliases = ENUM_ALIASES.get(name, {})
            raws = {c: r for c, r, _ in e.cases}
            introduced = {c: first_version(a) for c, _, a in e.cases}
            for n, av in e.statics:
                body += ["    " + a for a in avail_attrs(av, self.platform, e.avail)]
                target = aliases.get(n, e.cases[0][0])
                # By raw value when the alias is older than the case it stands for (`done`, iOS 2, is
                # `prominent`, iOS 26): the availability check (AvailabilityCheck) reads bodies too.
                own = first_version(av)
                newer = own is not None and introduced.get(target) is not None and introduced[target] > own
                value = f"{short}(rawValue: {raws[target]})!" if newer and raws.get(target) is not None else f".{target}"
                body.append(f"    public static var {swift_name(n)}: {short} {{ {value} }}")
            for lab, ty in e.inits:
                pass
            raw = ": Int, @unchecked Sendable" if has_raw else ": Hashable, @unchecked Sendable"
            decl = attrs + [f"public enum {short}{raw} {{"] + body + ["}"]
        if outer:
            decl = [f"extension {outer} {{"] + ["    " + x if x else x for x in decl] + ["}"]
        return decl

    def emit_protocol(self, t):
        attrs = []
        if "@MainActor" in t.iso and "not isolated" not in t.iso:
            attrs.append("@preconcurrency @MainActor")
        body = []
        for m in t.members:
            av = self.member_avail(t, m)
            iso = "@MainActor " if "@MainActor" in m.iso and not attrs else ""
            base, labels = labels_of(m.name)
            if labels is not None:
                gen, ptypes, result, where = parse_sig(m.sig)
                params = build_params(labels, ptypes)
                ret = "" if result == "Void" else f" -> {result}"
                body += ["    " + a for a in av] + [f"    {iso}func {base}({params}){ret}"]
            else:
                body += ["    " + a for a in av] + [f"    {iso}var {m.name}: {fix_type(m.sig)} {{ get set }}"]
        return attrs + [f"public protocol {t.name}: AnyObject {{"] + body + ["}"]


MIXINS = {
    "UITextInputTraits": ["UITextField", "UITextView", "UISearchBar"],
    "UIContentSizeCategoryAdjusting": ["UILabel", "UITextField", "UITextView"],
    "UIAccessibilityIdentification": ["UIView", "UIBarItem", "UIImage"],
    "NSObject": ["UIResponder", "UIBarItem"],
    "NSSeguePerforming": ["NSViewController", "NSWindowController"],
}

PROTOCOL_CONFORMANCES = {}

OPTIONSETS = {"UIRectEdge", "NSDirectionalRectEdge"}

CONVENIENCE_BASE = {}

STRUCT_INIT_BODIES = {
    "UIEdgeInsets.init(top:left:bottom:right:)": "top = a0; left = a1; bottom = a2; right = a3",
    "NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)": "top = a0; leading = a1; bottom = a2; trailing = a3",
    "UIOffset.init(horizontal:vertical:)": "horizontal = a0; vertical = a1",
    "UIBackgroundConfiguration.init()": "",
}

STRUCT_RAW = {
    "UIFont.Weight.ultraLight": -0.8, "UIFont.Weight.thin": -0.6, "UIFont.Weight.light": -0.4,
    "UIFont.Weight.regular": 0, "UIFont.Weight.medium": 0.23, "UIFont.Weight.semibold": 0.3,
    "UIFont.Weight.bold": 0.4, "UIFont.Weight.heavy": 0.56, "UIFont.Weight.black": 0.62,
    "UIFont.Width.compressed": -0.3, "UIFont.Width.condensed": -0.2, "UIFont.Width.standard": 0,
    "UIFont.Width.expanded": 0.2,
}

STRUCT_STATICS = {
    "UIEdgeInsets.zero": "UIEdgeInsets()",
    "NSDirectionalEdgeInsets.zero": "NSDirectionalEdgeInsets()",
    "UIOffset.zero": "UIOffset()",
    "UIRectEdge.top": "UIRectEdge(rawValue: 1)",
    "UIRectEdge.left": "UIRectEdge(rawValue: 2)",
    "UIRectEdge.bottom": "UIRectEdge(rawValue: 4)",
    "UIRectEdge.right": "UIRectEdge(rawValue: 8)",
    "UIRectEdge.all": "UIRectEdge(rawValue: 15)",
    "NSDirectionalRectEdge.top": "NSDirectionalRectEdge(rawValue: 1)",
    "NSDirectionalRectEdge.leading": "NSDirectionalRectEdge(rawValue: 2)",
    "NSDirectionalRectEdge.bottom": "NSDirectionalRectEdge(rawValue: 4)",
    "NSDirectionalRectEdge.trailing": "NSDirectionalRectEdge(rawValue: 8)",
    "NSDirectionalRectEdge.all": "NSDirectionalRectEdge(rawValue: 15)",
    "UILayoutPriority.required": "UILayoutPriority(rawValue: 1000)",
    "UILayoutPriority.defaultHigh": "UILayoutPriority(rawValue: 750)",
    "UILayoutPriority.dragThatCanResizeScene": "UILayoutPriority(rawValue: 510)",
    "UILayoutPriority.sceneSizeStayPut": "UILayoutPriority(rawValue: 500)",
    "UILayoutPriority.dragThatCannotResizeScene": "UILayoutPriority(rawValue: 490)",
    "UILayoutPriority.defaultLow": "UILayoutPriority(rawValue: 250)",
    "UILayoutPriority.fittingSizeLevel": "UILayoutPriority(rawValue: 50)",
}

STATIC_SELF = {
    "UIColor": 'UIColor(_surfaceDescription: "{0}")',
    "NSColor": 'NSColor(_surfaceDescription: "{0}")',
    "UIScreen": "UIScreen._surfaceMain",
}

OPTION_VALUES = {
    "UIControl.State": {"normal": "0", "highlighted": "1 << 0", "disabled": "1 << 1", "selected": "1 << 2",
                        "focused": "1 << 3", "application": "0x00FF_0000", "reserved": "0xFF00_0000"},
    "UIControl.Event": {"touchDown": "1 << 0", "touchDownRepeat": "1 << 1", "touchDragInside": "1 << 2",
                        "touchDragOutside": "1 << 3", "touchDragEnter": "1 << 4", "touchDragExit": "1 << 5",
                        "touchUpInside": "1 << 6", "touchUpOutside": "1 << 7", "touchCancel": "1 << 8",
                        "valueChanged": "1 << 12", "primaryActionTriggered": "1 << 13",
                        "menuActionTriggered": "1 << 14", "editingDidBegin": "1 << 16",
                        "editingChanged": "1 << 17", "editingDidEnd": "1 << 18", "editingDidEndOnExit": "1 << 19",
                        "allTouchEvents": "0x0000_0FFF", "allEditingEvents": "0x000F_0000",
                        "applicationReserved": "0x0F00_0000", "systemReserved": "0xF000_0000",
                        "allEvents": "0xFFFF_FFFF"},
    "UIView.AutoresizingMask": {"flexibleLeftMargin": "1 << 0", "flexibleWidth": "1 << 1",
                                "flexibleRightMargin": "1 << 2", "flexibleTopMargin": "1 << 3",
                                "flexibleHeight": "1 << 4", "flexibleBottomMargin": "1 << 5"},
    "UIInterfaceOrientationMask": {"portrait": "1 << 1", "landscapeLeft": "1 << 4", "landscapeRight": "1 << 3",
                                   "portraitUpsideDown": "1 << 2", "landscape": "(1 << 4) | (1 << 3)",
                                   "all": "30", "allButUpsideDown": "26"},
    "NSView.AutoresizingMask": {"none": "0", "minXMargin": "1", "width": "2", "maxXMargin": "4",
                                "minYMargin": "8", "height": "16", "maxYMargin": "32"},
    "NSWindow.StyleMask": {"borderless": "0", "titled": "1 << 0", "closable": "1 << 1",
                           "miniaturizable": "1 << 2", "resizable": "1 << 3"},
}

CONST_VALUES = {
    "UIWindow.Level": {"normal": "0", "alert": "2000", "statusBar": "1000"},
    "NSLayoutConstraint.Priority": {"required": "1000", "defaultHigh": "750", "dragThatCanResizeWindow": "510",
                                    "windowSizeStayPut": "500", "dragThatCannotResizeWindow": "490",
                                    "defaultLow": "250", "fittingSizeCompression": "50"},
    "NSFont.Weight": {"ultraLight": "-0.8", "thin": "-0.6", "light": "-0.4", "regular": "0", "medium": "0.23",
                      "semibold": "0.3", "bold": "0.4", "heavy": "0.56", "black": "0.62"},
    "NSControl.StateValue": {"mixed": "-1", "off": "0", "on": "1"},
    "UIScrollView.DecelerationRate": {"normal": "0.998", "fast": "0.99"},
    "UIAccessibilityTraits": {},
}

ENUM_ALIASES = {
    "UIButton.ButtonType": {"roundedRect": "system"},
    "UIKeyboardType": {"alphabet": "asciiCapable"},
    "UIKeyboardAppearance": {"alert": "dark"},
    "UIStackView.Alignment": {"top": "leading", "bottom": "trailing"},
    "UIGestureRecognizer.State": {"recognized": "ended"},
    "UIBarStyle": {"blackOpaque": "black"},
    "UIBarButtonItem.Style": {"done": "prominent"},
    "UIBarMetrics": {"landscapePhone": "compact", "landscapePhonePrompt": "compactPrompt"},
    "UISplitViewController.DisplayMode": {"primaryHidden": "secondaryOnly", "allVisible": "oneBesideSecondary",
                                          "primaryOverlay": "oneOverSecondary"},
    "NSStackView.Gravity": {"leading": "top", "trailing": "bottom"},
    "NSImageScaling": {"NSScaleProportionally": "scaleProportionallyDown", "NSScaleToFit": "scaleAxesIndependently",
                       "NSScaleNone": "scaleNone"},
    "NSButton.BezelStyle": {"rounded": "push", "regularSquare": "flexiblePush", "texturedRounded": "toolbar",
                            "roundRect": "accessoryBarAction", "recessed": "accessoryBar",
                            "roundedDisclosure": "pushDisclosure", "inline": "badge"},
}

SKIPPED = []

HAND_MEMBERS = {
    "NSColor": ["public override convenience init() { self.init(_surfaceDescription: \"\") }"],
    "NSFont": ["public override convenience init() { self.init(_surfaceName: \"\", size: 13) }"],
    "UIView": ["public override convenience init() { self.init(frame: .zero) }"],
    "UIViewController": ["public override convenience init() { self.init(nibName: nil, bundle: nil) }"],
    "UIColor": ["public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {",
                "    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))",
                "}"],
    "UIButton.Configuration": ["public static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.image == rhs.image }",
                               "public func hash(into hasher: inout Hasher) { hasher.combine(title) }",
                               "init() {}"],
    "UIAction": ["var _s_handler: UIActionHandler = { _ in }",
                 "@available(*, unavailable) public override init() { fatalError(\"unavailable\") }",
                 "init(_surfaceHandler: @escaping UIActionHandler) { _s_handler = _surfaceHandler; super.init() }",
                 "public required init?(coder: NSCoder) { super.init(coder: coder) }",
                 "public var _surfaceHandler: UIActionHandler { _s_handler }"],
    "UIColor+": [],
}




# ---------------------------------------------------------------- coverage file


def coverage_type(t):
    """A parameter type as written inside a function type (defaults removed)."""
    t = fix_type(t)
    if " = " in t:
        t = t[: t.rfind(" = ")]
    return t


def first_version(avail):
    """The first version of an availability cell (`2.0, deprecated 26.0` → (2, 0)), or None."""
    m = re.match(r"^\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?", avail or "")
    return tuple(int(x or 0) for x in m.groups()) if m else None


def deprecated_suffix(avail):
    a = avail or ""
    return "  // deprecated" if "deprecated" in a and "to be deprecated" not in a else ""


def mark_deprecated(lines, start, avail):
    suffix = deprecated_suffix(avail)
    for i in range(start, len(lines)):
        lines[i] += suffix


def emit_coverage(types, enums, module, ctx, em):
    """One function per type that names every member with the fact sheet's exact type."""
    out = [f"// Generated by Tests/Surface/generate.py: every {module} member of the fact sheet, referenced with",
           "// its exact Swift type. Type-checked by SurfaceTests (warnings allowed: deprecated members are included).",
           "// swift-format-ignore-file", "", f"import {module}", "", "func same<T>(_ value: T) -> T { value }", ""]
    skipped = {x.split(":")[0] for x in SKIPPED}
    n = 0
    for t in types:
        if t.module != module or t.name == "NSObject" or t.kind == "`protocol`":
            continue
        is_class = "class" in t.kind
        is_struct = t.kind.startswith("`struct")
        if not (is_class or is_struct):
            continue
        generic = "<AnyObject>" if t.name == "NSLayoutAnchor" else ""
        tn = t.name + generic
        lines = []
        members = list(t.members)
        for pname, adopters in MIXINS.items():
            if t.name in adopters and pname != "NSObject":
                p = next((x for x in types if x.name == pname and x.module == module), None)
                if p:
                    members += [Member(m.name, m.kind.replace("optional ", ""), m.sig, m.access, m.iso, m.avail)
                                for m in p.members]
        for m in members:
            key = f"{t.name}.{m.name}"
            if key in skipped or m.kind == "typealias" or m.name.startswith(("==", "<")):
                continue
            start = len(lines)
            base, labels = labels_of(m.name)
            static = m.kind.startswith(("class ", "static "))
            if labels is not None:
                gen, ptypes, result, where = parse_sig(m.sig)
                ref = f"({''.join(l + ':' for l in labels)})" if labels else ""
                if gen or result == "Self" or m.kind.startswith("mutating") or "AnchorType" in m.sig:
                    continue
                if "func" in m.kind and m.kind.startswith("optional"):
                    continue
                params = ", ".join(coverage_type(x) for x in ptypes)
                result = fix_type(result)
                if base == "init":
                    if "unavailable" in (m.avail or ""):
                        continue
                    fail = "?" if "init?" in m.kind else ""
                    lines.append(f"    let _: ({params}) -> {tn}{fail} = {tn}.init{ref}")
                    mark_deprecated(lines, start, m.avail)
                elif static:
                    lines.append(f"    let _: ({params}) -> {result} = {tn}.{base}{ref}")
                    mark_deprecated(lines, start, m.avail)
                elif is_class:
                    lines.append(f"    let _: ({params}) -> {result} = x.{base}{ref}")
                    mark_deprecated(lines, start, m.avail)
                continue
            typ = fix_type(m.sig)
            nm = swift_name(m.name)
            if static:
                lines.append(f"    let _: {typ} = {tn}.{nm}")
                mark_deprecated(lines, start, m.avail)
                continue
            lines.append(f"    let _: {typ} = x.{nm}")
            if "set" in m.access and not is_struct:
                lines.append(f"    x.{nm} = same(x.{nm})")
            elif "set" in m.access:
                lines.append(f"    do {{ var y = x; y.{nm} = x.{nm}; _ = y }}")
            mark_deprecated(lines, start, m.avail)
        if not lines:
            continue
        iso = "@MainActor " if module == "UIKit" or is_main_actor(t) else ""
        out.append(f"{iso}func cover{n}_{t.name.replace('.', '_')}(_ x: {tn}) {{")
        out += lines
        out.append("}")
        out.append("")
        n += 1
    seen = set()
    for e in enums:
        if e.module != module or e.name in seen:
            continue
        seen.add(e.name)
        lines = [f"    let _: {e.name} = .{swift_name(c)}" + deprecated_suffix(av) for c, _, av in e.cases]
        lines += [f"    let _: {e.name} = .{swift_name(st)}" + deprecated_suffix(av) for st, av in e.statics]
        out.append(f"func coverEnum{n}_{e.name.replace('.', '_')}() {{")
        out += lines + ["}", ""]
        n += 1
    path = os.path.join(HERE, "Coverage", f"{module}Coverage.swift")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as fh:
        fh.write("\n".join(out))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/uikit-facts.md"
    types, enums = parse(path)
    # AppKit shares Foundation's NSLayoutAnchor.h API (not isolated on macOS, fact sheet §8.1);
    # the sheet tabulates it once, under UIKit.
    for t in list(types):
        if t.module == "UIKit" and t.name in ("NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor",
                                               "NSLayoutDimension"):
            c = TypeDecl(t.name, "AppKit", "Colors, fonts, images, layout")
            c.kind, c.superclass, c.introduced = t.kind, t.superclass, "10.11"
            c.iso = "- Isolation: not isolated; explicitly **non-Sendable**"
            c.members = [Member(m.name, m.kind, m.sig, m.access, m.iso, "") for m in t.members]
            types.append(c)
    # deduplicate enums per module (AppKit repeats some)
    for module in ("UIKit", "AppKit"):
        ctx = Ctx(types, enums, module)
        em = Emitter(ctx, PLATFORM[module], types)
        files = {}
        skip = {"NSObject"}
        for t in types:
            if t.module != module or t.name in skip:
                continue
            fam = re.sub(r"[^A-Za-z]+", "", t.family.split("(")[0].title()) or "Misc"
            if "class" in t.kind:
                decl = em.emit_class(t)
            elif t.kind.startswith("`struct"):
                decl = em.emit_struct(t)
            elif t.kind == "`protocol`":
                decl = em.emit_protocol(t)
            else:
                continue
            files.setdefault(fam, []).append(decl)
        seen = set()
        for e in enums:
            if e.module != module or e.name in seen:
                continue
            seen.add(e.name)
            files.setdefault("Enums", []).append(em.emit_enum(e))
        emit_coverage(types, enums, module, ctx, em)
        outdir = os.path.join(HERE, module)
        os.makedirs(outdir, exist_ok=True)
        for f in os.listdir(outdir):
            if f.startswith("Generated_"):
                os.remove(os.path.join(outdir, f))
        for fam, decls in files.items():
            part, chunk, n = 1, [], 0
            chunks = []
            for d in decls:
                if n + len(d) > 560 and chunk:
                    chunks.append(chunk)
                    chunk, n = [], 0
                chunk.append(d)
                n += len(d) + 1
            chunks.append(chunk)
            for i, ch in enumerate(chunks):
                suffix = "" if len(chunks) == 1 else str(i + 1)
                fn = os.path.join(outdir, f"Generated_{fam}{suffix}.swift")
                with open(fn, "w") as fh:
                    fh.write("// Generated by Tests/Surface/generate.py from the UIKit/AppKit fact sheet. Do not edit.\n")
                    fh.write("// swift-format-ignore-file\n\n")
                    fh.write("\n\n".join("\n".join(d) for d in ch) + "\n")


if __name__ == "__main__":
    main()
    for line in SKIPPED:
        print("redeclared with another type, inherited instead:", line)
