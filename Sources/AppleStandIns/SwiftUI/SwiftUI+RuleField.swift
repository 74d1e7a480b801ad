// Stand-in declarations of the SwiftUI API that `RuleField` uses around a UIKit or AppKit text
// field. Same rules as SwiftUI.swift: Linux compile checks only, each declaration with the
// signature and availability Apple documents at the URL cited above it. AppKit is imported
// without being re-exported: SwiftUI on iOS makes UIKit's types available, and the macOS check
// of the adapters imports AppKit itself.
import AppKit

// MARK: - Localized text

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// Foundation's type, which Linux's Foundation lacks.
/// https://developer.apple.com/documentation/foundation/localizedstringresource
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LocalizedStringResource: Sendable, ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension String {
  /// https://developer.apple.com/documentation/swift/string/init(localized:)-3zpe9
  public init(localized resource: LocalizedStringResource) { self.init() }
}

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}

  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  nonisolated public init(verbatim content: String) {}

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-1ug21
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public init(_ resource: LocalizedStringResource) {}

  /// https://developer.apple.com/documentation/swiftui/text/font(_:)
  public func font(_ font: Font?) -> Text { self }
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/font/body
  public static let body = Font()
  /// https://developer.apple.com/documentation/swiftui/font/footnote
  public static let footnote = Font()
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary
  public static let tertiary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

// MARK: - Views and modifiers

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/leading
  public static let leading = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/view/body-swift.property
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

extension ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView()
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  public func font(_ font: Font?) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
  public func accessibilityLabel(_ label: Text) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}

// MARK: - Focus

/// https://developer.apple.com/documentation/swiftui/focusstate
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/focusstate/binding
  @propertyWrapper public struct Binding {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { fatalError("stand-in") }
      nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// https://developer.apple.com/documentation/swiftui/focusstate/init()
  public init() {}

  /// https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  public var projectedValue: FocusState<Value>.Binding { fatalError("stand-in") }
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
