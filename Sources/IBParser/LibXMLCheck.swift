import CLibXML2
import Foundation

public func libxmlVersion() -> String { String(cString: __xmlParserVersion().pointee!) }
