// docs/apple.md's UIKit form example ("Forms"), compiled against the stand-ins so it stays
// correct. In an app, `import InputRulesUIKit` too (here the check target is that module).
import InputRules
import InputRulesDates
import InputRulesForms
import UIKit

final class BookingViewController: UIViewController {
  let arrival = RuleTextField()
  let departure = RuleTextField()
  let arrivalReason = UILabel()
  let departureReason = UILabel()
  let bookButton = UIButton()
  private var form: RuleFormController?

  override func viewDidLoad() {
    super.viewDidLoad()
    let day = try! DateFormat("dd.MM.yyyy")
    arrival.rule = try! DateRule(format: day)
    departure.rule = try! DateRule(format: day)
    let booking = try! RuleForm(
      fields: [
        FormField("arrival", label: "Arrival", isRequired: true, ordering: .date(day)),
        FormField("departure", label: "Departure", isRequired: true, ordering: .date(day)),
      ],
      rules: [.order(0, 1, strict: true, gap: .duration(FormDuration(days: 1)))])
    let form = RuleFormController(
      booking, fields: ["arrival": arrival, "departure": departure], submitButton: bookButton)
    form.reasonLabels = ["arrival": arrivalReason, "departure": departureReason]
    form.onSubmit = { [weak self] values in self?.book(values) }
    self.form = form
  }

  func book(_ values: [String: String]) {
    // ["arrival": "2026-12-04", "departure": "2026-12-06"]
  }
}
