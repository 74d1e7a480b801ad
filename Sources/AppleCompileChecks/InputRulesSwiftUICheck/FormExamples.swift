// docs/apple.md's SwiftUI form example ("Forms"), compiled against the stand-ins so it stays
// correct. In an app, `import InputRulesSwiftUI` too (here the check target is that module).
import InputRules
import InputRulesDates
import InputRulesForms
import SwiftUI

/// A booking: arrival and departure, the departure at least a day after the arrival.
enum Booking {
  static let day = try! DateFormat("dd.MM.yyyy")
  static let dayRule = try! DateRule(format: day)
  static let form = try! RuleForm(
    fields: [
      FormField("arrival", label: "Arrival", isRequired: true, ordering: .date(day)),
      FormField("departure", label: "Departure", isRequired: true, ordering: .date(day)),
    ],
    rules: [.order(0, 1, strict: true, gap: .duration(FormDuration(days: 1)))])
}

struct BookingView: View {
  @StateObject private var booking = RuleFormModel(
    Booking.form, rules: ["arrival": Booking.dayRule, "departure": Booking.dayRule])

  var body: some View {
    Form {
      RuleField("Arrival", field: "arrival", in: booking, prompt: "dd.mm.yyyy")
      RuleFormReason(booking, field: "arrival")
        .font(.footnote)
        .foregroundStyle(.red)
      RuleField("Departure", field: "departure", in: booking, prompt: "dd.mm.yyyy")
        .onSubmit { book() }
      RuleFormReason(booking, field: "departure")
        .font(.footnote)
        .foregroundStyle(.red)
      Button("Book") { book() }
    }
  }

  func book() {
    switch booking.submit() {
    case .success(let values):
      send(values)  // ["arrival": "2026-12-04", "departure": "2026-12-06"]
    case .failure(let fix):
      print(fix.name)  // focus moved there; its reason is shown and announced
    }
  }

  func send(_ values: [String: String]) {}
}

/// The same form with the model's focus mirrored to a `@FocusState`, and the submit button
/// enabled only while the form can be submitted.
struct BookingWithFocusState: View {
  @StateObject private var booking = RuleFormModel(
    Booking.form, rules: ["arrival": Booking.dayRule, "departure": Booking.dayRule])
  @FocusState private var focus: String?

  var body: some View {
    Form {
      RuleField("Arrival", field: "arrival", in: booking)
        .focused($focus, equals: "arrival")
      RuleField("Departure", field: "departure", in: booking)
        .focused($focus, equals: "departure")
      Button("Book") { _ = booking.submit() }
        .disabled(!booking.canSubmit)
    }
    .onChange(of: focus) { booking.focus = $0 }
    .onChange(of: booking.focus) { focus = $0 }
  }
}
