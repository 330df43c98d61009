import SbgenTemplate

/// The flow plan as `migrate-flow.stencil` reads it, built directly: the same value as
/// `TemplateValue(encoding:)` (`FlowGeneratorTests` compares them), without the generic encoder,
/// which cost more than the rendering itself.
extension FlowPlan {
    public var templateValue: TemplateValue {
        .dictionary([
            "source": .string(source), "imports": .array(imports.map(TemplateValue.string)),
            "enumName": .string(enumName), "factories": .array(factories.map(\.templateValue)),
            "subclasses": .array(subclasses.map(\.templateValue)),
            "extensions": .array(extensions.map(\.templateValue)),
            "declarations": .array(declarations.map { .array($0.map(TemplateValue.string)) }),
        ])
    }
}

extension FlowFunction {
    var templateValue: TemplateValue {
        .dictionary([
            "comments": .array(comments.map(TemplateValue.string)), "signature": .string(signature),
            "body": .array(body.map(TemplateValue.string)),
        ])
    }
}

extension FlowSubclass {
    var templateValue: TemplateValue {
        .dictionary([
            "comments": .array(comments.map(TemplateValue.string)), "name": .string(name),
            "baseClass": .string(baseClass), "loadViewBody": .array(loadViewBody.map(TemplateValue.string)),
        ])
    }
}

extension FlowExtension {
    var templateValue: TemplateValue {
        .dictionary(["typeName": .string(typeName), "methods": .array(methods.map(\.templateValue))])
    }
}
