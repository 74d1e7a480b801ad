/// The booking form `inputrules demo --booking` opens: the text of `Examples/booking.json` at
/// the root of the repository, each line indented here by four spaces, which a test keeps byte
/// for byte the same (the command does not read the file: it runs wherever it is installed).
enum BookingSpec {
  static let json = #"""
    {"fields": [
       {"name": "arrival",   "label": "Arrival",       "rule": {"kind": "date", "min": "today"}, "required": true},
       {"name": "departure", "label": "Departure",     "rule": {"kind": "date"}, "required": true},
       {"name": "guests",    "label": "Guests",        "rule": {"kind": "integer", "min": 1, "max": 8}, "required": true},
       {"name": "name",      "label": "Name",          "rule": {"kind": "text", "maxLength": 80}, "required": true},
       {"name": "birthDate", "label": "Date of birth", "rule": {"kind": "date", "min": "1900-01-01", "max": "today-P18Y"}, "required": true},
       {"name": "card",      "label": "Card number",   "rule": {"kind": "card"}, "required": true},
       {"name": "expiry",    "label": "Expiry",        "rule": {"kind": "date", "format": "MM/yy", "min": "today"}, "required": true},
       {"name": "cvc",       "label": "Security code", "rule": {"kind": "mask", "format": "[0009]"}, "required": true}],
     "rules": [
       {"rule": "order", "fields": ["arrival", "departure"], "strict": true, "gap": "P1D"},
       {"rule": "securityCode", "field": "cvc", "card": "card"}]}

    """#
}
