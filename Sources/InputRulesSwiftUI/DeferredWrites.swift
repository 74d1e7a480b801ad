#if canImport(SwiftUI) && (!os(Linux) || INPUTRULES_STAND_INS)
  /// Binding writes a platform field asks for while SwiftUI updates the view (a new rule judged,
  /// a value set): SwiftUI forbids changing state during an update, so they wait for the next
  /// turn of the main actor. Writes asked for at any other time (a key) are made at once. A
  /// class: a write is asked for from inside the update it waits for.
  @MainActor
  final class DeferredWrites {
    private var isUpdating = false
    private var pending: (@MainActor () -> Void)?

    /// Runs `body` as part of a view update; writes it asks for are made after the update.
    func whileUpdating(_ body: () -> Void) {
      isUpdating = true
      body()
      isUpdating = false
      if let pending {
        self.pending = nil
        schedule(pending)
      }
    }

    /// Makes `write` now, or after the update in progress.
    func request(_ write: @escaping @MainActor () -> Void) {
      if isUpdating {
        pending = write
      } else {
        write()
      }
    }

    /// Makes `write` on the next turn of the main actor.
    func schedule(_ write: @escaping @MainActor () -> Void) {
      Task { @MainActor in write() }
    }
  }
#endif
