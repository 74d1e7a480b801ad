// Stand-in declarations of the SwiftUI API that `RuleField` uses around a UIKit or AppKit text
// field. Same rules as SwiftUI.swift: Linux compile checks only, each declaration with the
// signature and availability Apple documents at the URL cited above it. AppKit is imported
// without being re-exported: SwiftUI on iOS makes UIKit's types available, and the macOS check
// of the adapters imports AppKit itself.
import AppKit

// MARK: - Localized text

/// Foundation's type, which Linux's Foundation lacks.
/// https://developer.apple.com/documentation/foundation/localizedstringresource
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LocalizedStringResource: Sendable, ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension String {
  /// https://developer.apple.com/documentation/swift/string/init(localized:)-3zpe9
  public init(localized resource: LocalizedStringResource) { self.init() }
}

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  nonisolated public init(verbatim content: String) {}

  /// https://developer.apple.com/documentation/swiftui/text/font(_:)
  public func font(_ font: Font?) -> Text { self }
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/font/footnote
  public static let footnote = Font()
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: ShapeStyle, Hashable {
  /// https://developer.apple.com/documentation/swiftui/color/red
  public static let red = Color()
}

extension ShapeStyle where Self == Color {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/red
  public static var red: Color { Color() }
}

// MARK: - Views and modifiers

/// https://developer.apple.com/documentation/swiftui/view/body-swift.property
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

extension ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  public func font(_ font: Font?) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
}

// MARK: - Focus

/// https://developer.apple.com/documentation/swiftui/focusstate
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/focusstate/binding
  @propertyWrapper public struct Binding {
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/init(projectedvalue:)
    public init(projectedValue: FocusState<Value>.Binding) { self = projectedValue }

    /// The stand-in's own, so that `projectedValue` gives one without running SwiftUI.
    fileprivate init(standIn: Void) {}

    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { fatalError("stand-in") }
      nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// https://developer.apple.com/documentation/swiftui/focusstate/init()-4ncx0
  public init() where Value == Bool {}

  /// https://developer.apple.com/documentation/swiftui/focusstate/init()-5t3q6
  public init<T: Hashable>() where Value == T? {}

  /// https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  public var projectedValue: FocusState<Value>.Binding { Binding(standIn: ()) }
}

extension View {
  /// SwiftUI's own focus modifiers, which `RuleField`'s shadow: declared so that the compile
  /// checks see which one a call on a `RuleField` reaches.
  /// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
  /// (iOS 15, macOS 12, Mac Catalyst 15, tvOS 15, visionOS 1, watchOS 8)
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/focused(_:)
  /// (iOS 15, macOS 12, Mac Catalyst 15, tvOS 15, visionOS 1, watchOS 8)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
}

// MARK: - Hosting a UIKit or AppKit view

/// https://developer.apple.com/documentation/swiftui/proposedviewsize
public struct ProposedViewSize: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/width
  public var width: CGFloat?
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/height
  public var height: CGFloat?
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  func makeUIView(context: Self.Context) -> Self.UIViewType
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  func makeCoordinator() -> Self.Coordinator
  @available(iOS 16.0, tvOS 16.0, *)
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize?
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable {
  public var body: Never { fatalError() }
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  @available(iOS 16.0, tvOS 16.0, *)
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize? { nil }
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<
  Representable: UIViewRepresentable
> {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
  public let coordinator: Representable.Coordinator
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
  public var environment: EnvironmentValues { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/nsviewrepresentable
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency public protocol NSViewRepresentable: View where Body == Never {
  associatedtype NSViewType: NSView
  associatedtype Coordinator = Void
  typealias Context = NSViewRepresentableContext<Self>

  func makeNSView(context: Self.Context) -> Self.NSViewType
  func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
  static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
  func makeCoordinator() -> Self.Coordinator
  @available(macOS 13.0, *)
  func sizeThatFits(
    _ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context
  ) -> CGSize?
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension NSViewRepresentable {
  public var body: Never { fatalError() }
  public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}
  @available(macOS 13.0, *)
  public func sizeThatFits(
    _ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context
  ) -> CGSize? { nil }
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension NSViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public struct NSViewRepresentableContext<
  Representable: NSViewRepresentable
> {
  /// https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/coordinator
  public let coordinator: Representable.Coordinator
  /// https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/environment
  public var environment: EnvironmentValues { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/securefield
public struct SecureField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-4hwbn
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}
