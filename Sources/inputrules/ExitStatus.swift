import ArgumentParser
import Foundation

/// An error in the arguments or the rule spec, found after parsing: printed as `error: ...`,
/// exit status 2.
struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

extension InputRulesCommand {
  /// Parses the arguments and runs the command with the contract's exit statuses: 0 success,
  /// 1 for a replay with malformed lines or a check with invalid entries, 2 for any error in the
  /// arguments or the rule spec (ArgumentParser's own usage errors would exit 64).
  static func mainWithContractStatus() -> Never {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as UsageError {
      StandardStreams.writeError("error: \(error.description)")
      Foundation.exit(2)
    } catch {
      if exitCode(for: error) == .validationFailure {
        StandardStreams.writeError(fullMessage(for: error))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
    Foundation.exit(0)
  }
}
