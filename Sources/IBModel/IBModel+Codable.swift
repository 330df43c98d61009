// Model nodes encode without empty lists and without absent values, so `sbgen dump` stays readable;
// decoding treats a missing list as empty.

extension KeyedDecodingContainer {
    fileprivate func list<T: Decodable>(_ key: Key) throws -> [T] {
        try decodeIfPresent([T].self, forKey: key) ?? []
    }
}

extension KeyedEncodingContainer {
    fileprivate mutating func list<T: Encodable>(_ value: [T], _ key: Key) throws {
        if !value.isEmpty { try encode(value, forKey: key) }
    }

    fileprivate mutating func attributes(_ value: IBAttributes, _ key: Key) throws {
        if !value.isEmpty { try encode(value, forKey: key) }
    }
}

extension IBElement {
    private enum CodingKeys: String, CodingKey { case name, attributes, children, text, container, position }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name),
            attributes: try c.decodeIfPresent(IBAttributes.self, forKey: .attributes) ?? [:],
            children: try c.list(.children), text: try c.decodeIfPresent(String.self, forKey: .text),
            container: try c.decodeIfPresent(String.self, forKey: .container),
            position: try c.decode(SourcePosition.self, forKey: .position))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.attributes(attributes, .attributes)
        try c.list(children, .children)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(container, forKey: .container)
        try c.encode(position, forKey: .position)
    }
}

extension IBObject {
    private enum CodingKeys: String, CodingKey {
        case element, attributes, container, children, constraints, connections, properties, position
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            element: try c.decode(String.self, forKey: .element),
            attributes: try c.decodeIfPresent(IBAttributes.self, forKey: .attributes) ?? [:],
            container: try c.decodeIfPresent(String.self, forKey: .container), children: try c.list(.children),
            constraints: try c.list(.constraints), connections: try c.list(.connections),
            properties: try c.list(.properties), position: try c.decode(SourcePosition.self, forKey: .position))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(element, forKey: .element)
        try c.attributes(attributes, .attributes)
        try c.encodeIfPresent(container, forKey: .container)
        try c.list(children, .children)
        try c.list(constraints, .constraints)
        try c.list(connections, .connections)
        try c.list(properties, .properties)
        try c.encode(position, forKey: .position)
    }
}

extension IBConnection {
    private enum CodingKeys: String, CodingKey { case element, attributes, source, properties, position }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            element: try c.decode(String.self, forKey: .element),
            attributes: try c.decodeIfPresent(IBAttributes.self, forKey: .attributes) ?? [:],
            source: try c.decodeIfPresent(String.self, forKey: .source), properties: try c.list(.properties),
            position: try c.decode(SourcePosition.self, forKey: .position))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(element, forKey: .element)
        try c.attributes(attributes, .attributes)
        try c.encodeIfPresent(source, forKey: .source)
        try c.list(properties, .properties)
        try c.encode(position, forKey: .position)
    }
}

extension IBConstraint {
    private enum CodingKeys: String, CodingKey { case attributes, properties, position }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            attributes: try c.decodeIfPresent(IBAttributes.self, forKey: .attributes) ?? [:],
            properties: try c.list(.properties), position: try c.decode(SourcePosition.self, forKey: .position))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.attributes(attributes, .attributes)
        try c.list(properties, .properties)
        try c.encode(position, forKey: .position)
    }
}

extension IBScene {
    private enum CodingKeys: String, CodingKey { case sceneID, attributes, members, properties, position }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sceneID: try c.decode(String.self, forKey: .sceneID),
            attributes: try c.decodeIfPresent(IBAttributes.self, forKey: .attributes) ?? [:],
            members: try c.list(.members), properties: try c.list(.properties),
            position: try c.decode(SourcePosition.self, forKey: .position))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sceneID, forKey: .sceneID)
        try c.attributes(attributes, .attributes)
        try c.list(members, .members)
        try c.list(properties, .properties)
        try c.encode(position, forKey: .position)
    }
}

extension IBDocument {
    private enum CodingKeys: String, CodingKey {
        case path, kind, platform, attributes, device, dependencies, scenes, objects, resources, segueReferences
        case properties, position
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try c.decode(String.self, forKey: .path), kind: try c.decode(Kind.self, forKey: .kind),
            attributes: try c.decodeIfPresent(IBAttributes.self, forKey: .attributes) ?? [:],
            device: try c.decodeIfPresent(IBElement.self, forKey: .device), dependencies: try c.list(.dependencies),
            scenes: try c.list(.scenes), objects: try c.list(.objects), resources: try c.list(.resources),
            segueReferences: try c.list(.segueReferences), properties: try c.list(.properties),
            position: try c.decode(SourcePosition.self, forKey: .position))
    }

    /// Also writes the derived `platform` (ignored when decoding).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(platform, forKey: .platform)
        try c.attributes(attributes, .attributes)
        try c.encodeIfPresent(device, forKey: .device)
        try c.list(dependencies, .dependencies)
        try c.list(scenes, .scenes)
        try c.list(objects, .objects)
        try c.list(resources, .resources)
        try c.list(segueReferences, .segueReferences)
        try c.list(properties, .properties)
        try c.encode(position, forKey: .position)
    }
}
