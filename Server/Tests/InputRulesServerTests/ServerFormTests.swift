import InputRulesServer
import InputRulesServerTestSupport
import InputRulesSpec
import Testing

/// A whole submission through the core, without a framework.
@Suite struct ServerFormTests {
  let form: ServerForm
  init() throws { form = try Booking.form() }

  func submit(_ body: String, _ type: String = "application/json", language: String? = nil)
    -> FormSubmission
  {
    form.submission(body: Array(body.utf8), contentType: type, acceptLanguage: language)
  }

  @Test func validJSON() throws {
    guard case .valid(let values) = submit(Booking.json(Booking.valid)) else {
      Issue.record("not valid")
      return
    }
    #expect(values["arrival"] == Booking.day(30, "yyyy-MM-dd"))
    #expect(values["guests"] == "2")
    #expect(values.json.hasPrefix("{\"valid\":true,\"values\":{\"arrival\":"))
  }

  @Test func invalidJSONIsTheCheckersVerdict() throws {
    let body = Booking.json(Booking.values([("departure", Booking.day(30)), ("card", "4111")]))
    guard case .invalid(let verdict) = submit(body) else {
      Issue.record("not invalid")
      return
    }
    #expect(verdict.json == (try Booking.verdict(json: body)))
    #expect(verdict.message(for: "departure") == "This must be at least 1 day after Arrival.")
    #expect(verdict.message(for: "arrival") == nil)
  }

  @Test func germanMessages() throws {
    let body = Booking.json(Booking.values([("name", "")]))
    guard case .invalid(let verdict) = submit(body, language: "de-AT, en;q=0.3") else {
      Issue.record("not invalid")
      return
    }
    #expect(verdict.language == "de")
    #expect(verdict.message(for: "name") == "Dies ist ein Pflichtfeld.")
    #expect(verdict.json == (try Booking.verdict(json: body, language: "de")))
  }

  @Test func urlEncodedIsCheckedLikeJSON() throws {
    let values = Booking.values([("guests", "12")])
    guard
      case .invalid(let posted) = submit(
        Booking.urlEncoded(values), "application/x-www-form-urlencoded"),
      case .invalid(let json) = submit(Booking.json(values))
    else {
      Issue.record("not invalid")
      return
    }
    #expect(posted.json == json.json)
    #expect(posted.posted.first { $0.name == "guests" }?.value == "12")
  }

  @Test func refusalsHaveTheirStatus() {
    #expect(submit("{").status == 400)
    #expect(submit("{\"a\":1,\"a\":2}").status == 400)
    #expect(submit("{\"guests\":[1]}").status == 400)
    #expect(submit("x", "text/csv").status == 415)
    #expect(submit(String(repeating: " ", count: 64 * 1024 + 1)).status == 413)
  }

  /// A value of 2,000,000 digits in each field: judged in linear time it takes seconds; a cost
  /// that grows with the square of its length would take far longer than the time limit.
  @Test(.timeLimit(.minutes(1))) func aHugeValueIsJudgedQuickly() throws {
    let form = try Booking.form(maximumBodyByteCount: 4_000_000)
    let big = String(repeating: "9", count: 2_000_000)
    for name in ["arrival", "guests", "name", "card", "cvc", "expiry"] {
      let body = Booking.json(Booking.values([(name, big)]))
      let submission = form.submission(
        body: Array(body.utf8), contentType: "application/json", acceptLanguage: nil)
      #expect(submission.status == 422, "\(name)")
    }
  }

  @Test func theHTMLPageEscapesWhatItEchoes() throws {
    let values = Booking.values([("name", "<b onclick='x'>\"&")])
    guard
      case .invalid(let verdict) = submit(
        Booking.urlEncoded(values + [("guests", "0")]).replacingOccurrences(
          of: "guests=2&", with: ""),
        "application/x-www-form-urlencoded")
    else {
      Issue.record("not invalid")
      return
    }
    let page = FormHTML.formPage(form, language: "en", posted: verdict.posted, verdict: verdict)
    #expect(page.contains("value=\"&lt;b onclick=&#39;x&#39;&gt;&quot;&amp;\""))
    #expect(!page.contains("<b onclick"))
    #expect(page.contains("aria-invalid=\"true\" autofocus"))
  }

  @Test func aJSONPostsPageShowsTheValuesAsSent() throws {
    let body =
      Booking.json(Booking.values([("guests", "9"), ("name", "Zoë \"Ada\"")]))
      .replacingOccurrences(of: "\"guests\":\"9\"", with: "\"guests\":9.50")
      .replacingOccurrences(of: "Zoë", with: "Zo\\u00eb")
    guard case .invalid(let verdict) = submit(body) else {
      Issue.record("not invalid: \(body)")
      return
    }
    let page = FormHTML.formPage(form, language: "en", posted: verdict.posted, verdict: verdict)
    #expect(page.contains("value=\"\(Booking.day(30))\""), "the arrival as sent, not ISO")
    #expect(!page.contains(Booking.day(30, "yyyy-MM-dd")))
    #expect(page.contains("value=\"9.50\""), "the number's text, though invalid")
    #expect(page.contains("value=\"Zoë &quot;Ada&quot;\""))
  }

  @Test func aSpecThatCannotBeBuiltFailsAtStartup() {
    #expect(throws: SpecError.self) { try ServerForm(json: "{\"fields\": 3}") }
  }
}
