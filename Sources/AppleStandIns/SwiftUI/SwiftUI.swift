// Stand-in for Apple's SwiftUI, for compile checks on Linux only (see
// Sources/AppleStandIns/README.md). Every declaration matches the documented Swift signature at
// the URL cited above it, with the availability that page gives: in parentheses under the URL (a
// member without it has its type's), and as `@available` where it matters to the package
// (scripts/apple/check-availability.py). SwiftUI 1 (iOS 13, macOS 10.15, tvOS 13, watchOS 6)
// predates every deployment target of the package. It re-exports the UIKit stand-in, as SwiftUI
// on iOS makes UIKit's types (such as `UIKeyboardType`) available.
@_exported import Foundation
@_exported import UIKit

/// https://developer.apple.com/documentation/swiftui/view
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/never/body
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
@resultBuilder public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  /// (iOS 14, macOS 11, tvOS 14, watchOS 7)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/anyview
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public struct AnyView: View {
  /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  nonisolated public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/text
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public struct Text: View {
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  nonisolated public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/axis
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public enum Axis: Int8, Sendable {
  case horizontal
  case vertical
}

/// https://developer.apple.com/documentation/swiftui/textselection
/// (iOS 18, macOS 15, Mac Catalyst 18, tvOS 18, visionOS 2, watchOS 11)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct TextSelection: Sendable {
  /// https://developer.apple.com/documentation/swiftui/textselection/indices-swift.enum
  /// (case names not confirmed against the page text; see the README's known limitations)
  public enum Indices: Sendable {
    case selection(Range<String.Index>)
    case multiSelection(RangeSet<String.Index>)
  }

  /// https://developer.apple.com/documentation/swiftui/textselection/indices-swift.property
  public var indices: TextSelection.Indices

  /// https://developer.apple.com/documentation/swiftui/textselection/init(range:)
  public init(range: Range<String.Index>) { indices = .selection(range) }
}

/// https://developer.apple.com/documentation/swiftui/textfield
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public struct TextField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

extension TextField {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(text:selection:prompt:axis:label:)
  /// (iOS 18, macOS 15, Mac Catalyst 18, visionOS 2; not tvOS or watchOS. The page shows the
  /// label builder as `@ContentBuilder`; a closure returning one view type-checks the same way
  /// with `@ViewBuilder`)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init(
    text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis? = nil, @ViewBuilder label: () -> Label
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/binding
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError("stand-in") }
}

extension Binding: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
@propertyWrapper public struct State<Value>: DynamicProperty {
  private var value: Value

  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { self.value = value }

  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { self.value = value }

  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

extension State: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/layoutdirection
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public struct EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
  public var layoutDirection: LayoutDirection {
    get { fatalError("stand-in") }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
  public var locale: Locale {
    get { fatalError("stand-in") }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError("stand-in") }
    set {}
  }
}

/// https://developer.apple.com/documentation/swiftui/environmentkey
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public protocol EnvironmentKey {
  /// https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environment
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/submittriggers
/// (iOS 15, macOS 12, Mac Catalyst 15, tvOS 15, visionOS 1, watchOS 8)
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/submittriggers/text
  public static let text = SubmitTriggers(rawValue: 1)
}

/// https://developer.apple.com/documentation/swiftui/textinputautocapitalization
/// (iOS 15, Mac Catalyst 15, tvOS 15, visionOS 1, watchOS 8; not macOS)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/never
  public static let never = TextInputAutocapitalization()
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/words
  public static let words = TextInputAutocapitalization()
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/sentences
  public static let sentences = TextInputAutocapitalization()
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/characters
  public static let characters = TextInputAutocapitalization()
}

/// The modifiers the adapter uses. Each returns an opaque view, as SwiftUI's do.
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
  /// (iOS 15, macOS 12, Mac Catalyst 15, tvOS 15, visionOS 1, watchOS 8)
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  )
    -> some View
  { self }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
  /// (iOS 14, macOS 11, Mac Catalyst 14, tvOS 14, visionOS 1, watchOS 7; deprecated in iOS 17,
  /// macOS 14, tvOS 17, visionOS 1, watchOS 10)
  @available(iOS, introduced: 14.0, deprecated: 17.0)
  @available(macOS, introduced: 11.0, deprecated: 14.0)
  @available(tvOS, introduced: 14.0, deprecated: 17.0)
  @available(watchOS, introduced: 7.0, deprecated: 10.0)
  @available(visionOS, introduced: 1.0, deprecated: 1.0)
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  { self }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  /// (iOS 17, macOS 14, Mac Catalyst 17, tvOS 17, visionOS 1, watchOS 10)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
  /// (iOS 13, Mac Catalyst 13, tvOS 13, visionOS 1; not macOS or watchOS)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv
  /// (iOS 13, Mac Catalyst 13, tvOS 13, visionOS 1; not macOS or watchOS, which have overloads
  /// taking `NSTextContentType` and `WKTextContentType`)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)
  /// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 8)
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)
  /// (iOS 15, Mac Catalyst 15, tvOS 15, visionOS 1, watchOS 8; not macOS)
  @available(macOS, unavailable)
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { self }
}
