import InputRulesDates
import Testing

/// Reading date patterns: the fields each holds, and the errors (with their UTF-16 offsets).
@Suite struct DateFormatTests {
  struct FieldsCase: CustomTestStringConvertible, Sendable {
    var pattern: String
    var fields: [DateField]
    var testDescription: String { pattern }
  }

  static let fieldsCases: [FieldsCase] = [
    FieldsCase(pattern: "dd.MM.yyyy", fields: [.day, .month, .year]),
    FieldsCase(pattern: "MM/dd/yyyy", fields: [.month, .day, .year]),
    FieldsCase(pattern: "yyyy-MM-dd", fields: [.year, .month, .day]),
    FieldsCase(pattern: "HH:mm", fields: [.hour, .minute]),
    FieldsCase(pattern: "dd.MM.yyyy HH:mm", fields: [.day, .month, .year, .hour, .minute]),
    FieldsCase(pattern: "MM/yy", fields: [.month, .year]),
    FieldsCase(pattern: "hh:mm a", fields: [.hour, .minute, .dayPeriod]),
    FieldsCase(pattern: "HH:mm:ss", fields: [.hour, .minute, .second]),
    FieldsCase(pattern: "yyyy年MM月dd日", fields: [.year, .month, .day]),
    FieldsCase(pattern: "dd.MM", fields: [.day, .month]),
    FieldsCase(pattern: "ddMMyyyy", fields: [.day, .month, .year]),
  ]

  @Test(arguments: fieldsCases)
  func fields(_ c: FieldsCase) throws {
    let format = try DateFormat(c.pattern)
    #expect(format.fields == c.fields)
    #expect(format.pattern == c.pattern)
    for field in DateField.allCases {
      #expect(format.contains(field) == c.fields.contains(field))
    }
  }

  @Test func dateAndTimeParts() throws {
    #expect(try DateFormat("dd.MM.yyyy").hasDate)
    #expect(try !DateFormat("dd.MM.yyyy").hasTime)
    #expect(try !DateFormat("HH:mm").hasDate)
    #expect(try DateFormat("HH:mm").hasTime)
    #expect(try DateFormat("MM/yy").hasTwoDigitYear)
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var pattern: String
    var problem: DateFormatError.Problem
    var offset: Int
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(name: "unknown letter", pattern: "dd.MM.yyyyT", problem: .unknownLetter, offset: 10),
    ErrorCase(name: "upper-case D", pattern: "DD.MM.yyyy", problem: .unknownLetter, offset: 0),
    ErrorCase(name: "one d", pattern: "d.MM.yyyy", problem: .wrongLength, offset: 0),
    ErrorCase(name: "three y", pattern: "dd.MM.yyy", problem: .wrongLength, offset: 6),
    ErrorCase(name: "month name", pattern: "dd MMM yyyy", problem: .wrongLength, offset: 3),
    ErrorCase(name: "day twice", pattern: "dd.MM.dd", problem: .repeatedField, offset: 6),
    ErrorCase(name: "HH and hh", pattern: "HH hh", problem: .repeatedField, offset: 3),
    ErrorCase(
      name: "hh without a", pattern: "hh:mm", problem: .twelveHourWithoutDayPeriod, offset: 0),
    ErrorCase(
      name: "a without hh", pattern: "HH:mm a", problem: .dayPeriodWithoutTwelveHour, offset: 6),
    ErrorCase(name: "no field", pattern: "--", problem: .noField, offset: 0),
    ErrorCase(name: "empty pattern", pattern: "", problem: .noField, offset: 0),
    ErrorCase(name: "day without month", pattern: "dd.yyyy", problem: .missingField, offset: 0),
    ErrorCase(name: "seconds without minutes", pattern: "HH:ss", problem: .missingField, offset: 3),
    ErrorCase(name: "a digit separator", pattern: "dd1MM", problem: .digitInLiteral, offset: 2),
    ErrorCase(
      name: "offset counted in UTF-16 after an emoji", pattern: "👍dd.MM.yyyyx",
      problem: .unknownLetter, offset: 12),
  ]

  @Test(arguments: errorCases)
  func errors(_ c: ErrorCase) {
    do {
      _ = try DateFormat(c.pattern)
      Issue.record("“\(c.pattern)” was read")
    } catch {
      #expect(error.problem == c.problem)
      #expect(error.offset == c.offset)
      #expect(!error.description.isEmpty)
    }
  }
}
