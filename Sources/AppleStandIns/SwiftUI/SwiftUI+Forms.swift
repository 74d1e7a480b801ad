// Stand-in declarations of the SwiftUI API that `RuleFormModel` (an observable form of
// `RuleField`s) and its example use, with the Combine API that SwiftUI re-exports (`import
// SwiftUI` makes `ObservableObject` and `@Published` available). Same rules as SwiftUI.swift:
// Linux compile checks only, each declaration with the signature and availability Apple
// documents at the URL cited above it. Combine 1 and SwiftUI 1 (iOS 13, macOS 10.15, tvOS 13,
// watchOS 6) predate every deployment target of the package; `StateObject` (iOS 14) does too.

// MARK: - Combine

/// https://developer.apple.com/documentation/combine/publisher
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public protocol Publisher<Output, Failure> {
  /// https://developer.apple.com/documentation/combine/publisher/output
  associatedtype Output
  /// https://developer.apple.com/documentation/combine/publisher/failure
  associatedtype Failure: Error
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
final public class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  /// https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
  public init() {}

  /// https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
  final public func send() {}
}

/// https://developer.apple.com/documentation/combine/observableobject
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public protocol ObservableObject: AnyObject {
  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchangepublisher
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never

  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// https://developer.apple.com/documentation/combine/published
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6. Combine reaches the
/// value through the enclosing instance, so that only a class's property can be `@Published`;
/// the stand-in keeps it, which type-checks the same way in a class.)
@propertyWrapper public struct Published<Value> {
  private var value: Value

  /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
  public init(wrappedValue: Value) { value = wrappedValue }

  /// The wrapped value (modelled: see the type's note).
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// https://developer.apple.com/documentation/combine/published/projectedvalue
  public var projectedValue: Published<Value>.Publisher {
    get { Publisher() }
    set {}
  }

  /// https://developer.apple.com/documentation/combine/published/publisher
  public struct Publisher: SwiftUI.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
  }
}

// MARK: - Observed objects

/// https://developer.apple.com/documentation/swiftui/observedobject
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
@propertyWrapper @frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
  @dynamicMemberLookup @frozen public struct Wrapper {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> { fatalError("stand-in") }
  }

  /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  public var wrappedValue: ObjectType

  /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/stateobject
/// (iOS 14, macOS 11, Mac Catalyst 14, tvOS 14, visionOS 1, watchOS 7)
@propertyWrapper @frozen
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
  @inlinable public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

  /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    fatalError("stand-in")
  }
}

// MARK: - Containers, buttons, several views

/// https://developer.apple.com/documentation/swiftui/form
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public struct Form<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/form/init(content:)
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
public struct Button<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
}

/// https://developer.apple.com/documentation/swiftui/tupleview
/// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
@frozen public struct TupleView<T>: View {
  /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  @inlinable nonisolated public init(_ value: T) {}
  public var body: Never { fatalError() }
}

extension ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView((c0, c1))
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:)
  public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2)
    -> TupleView<(C0, C1, C2)>
  { TupleView((c0, c1, c2)) }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:)
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleView<(C0, C1, C2, C3)> { TupleView((c0, c1, c2, c3)) }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:)
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleView<(C0, C1, C2, C3, C4)> { TupleView((c0, c1, c2, c3, c4)) }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  /// (iOS 13, macOS 10.15, Mac Catalyst 13, tvOS 13, visionOS 1, watchOS 6)
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }
}
