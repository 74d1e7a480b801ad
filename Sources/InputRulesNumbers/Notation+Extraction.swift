import InputRules

/// What a text pasted as it is written on a page (`Total: $1,234.56`) holds: the amounts a
/// reader finds in it.
enum PastedAmounts {
  /// No part of the text reads as an amount; what is wrong with the one part holding digits,
  /// when there is one (`€5` in a dollar field says so rather than blame the label's letters).
  case none(ScanIssue?)
  /// Exactly one amount (perhaps written more than once): the text that writes it.
  case one(String)
  /// Several different amounts, as the text writes them.
  case several([String])
}

extension Notation {
  /// The amounts in a pasted text that is not itself a number.
  ///
  /// A price or a total is often copied with the words around it: a label before it
  /// (`Total: `), a full stop or words after it. The text is cut into runs of what a number
  /// field reads (digits of any script, the separators, signs, spaces, bidirectional marks and
  /// currency symbols, this field's codes and spellings included); anything else (a letter, a
  /// colon, a parenthesis) ends a run and is dropped. Each run is trimmed of the spaces around
  /// it, of a sign that a space parts from the amount (`Item - $5`: a dash, not a minus) and of
  /// the separators and grouping characters at its end (a full stop or comma of the sentence).
  /// A run that then holds a digit and reads as a complete number, with its grouping where the
  /// locale puts it, is an amount; a run that does not (`5 - 10`, `€5` in a dollar field) is
  /// not. When some amounts carry a currency symbol, only those count: the symbol is what marks
  /// an amount among order numbers and dates. Amounts of the same value are one reading.
  func amounts(in text: String) -> PastedAmounts {
    var found: [(text: String, value: ExactDecimal?, currency: Bool)] = []
    let candidates = runs(in: text)
    var issue: ScanIssue?
    for run in candidates {
      let (t, problem) = read(run, caret: 0)
      if let problem { issue = problem }
      guard problem == nil, t.mantissaDigits > 0, t.isComplete else { continue }
      if t.sawSkippedSeparator && !groupingIsWellPlaced(run) { continue }
      found.append((run, ExactDecimal(t.magnitude, isNegative: t.negative), t.sawCurrency))
    }
    if found.contains(where: { $0.currency }) { found.removeAll { !$0.currency } }
    var readings: [(text: String, value: ExactDecimal?)] = []
    for amount in found
    where !readings.contains(where: { $0.value != nil && $0.value == amount.value }) {
      readings.append((amount.text, amount.value))
    }
    switch readings.count {
    case 0: return .none(candidates.count == 1 ? issue : nil)
    case 1: return .one(readings[0].text)
    default: return .several(readings.map { $0.text })
    }
  }

  /// The trimmed runs of number characters in `text` that hold a digit (see `amounts(in:)`).
  private func runs(in text: String) -> [String] {
    withBytes(of: text) { bytes in
      var runs: [String] = []
      // Each piece of the current run: its bytes and what it is.
      var pieces: [(range: Range<Int>, kind: PieceKind)] = []
      func close() {
        if let run = trimmed(pieces, bytes) { runs.append(run) }
        pieces.removeAll()
      }
      var i = 0
      while i < bytes.count {
        if hasCurrency, let (length, _) = matchCurrency(in: bytes, at: i) {
          pieces.append((i..<(i + length), .currency))
          i += length
          continue
        }
        let (scalar, length) = Notation.decode(bytes, at: i)
        let kind: PieceKind
        switch meaning(of: scalar) {
        case .digit: kind = .digit
        case .minus, .plus: kind = .sign
        case .space, .grouping(isSpace: true), .ignorable: kind = .space
        case .separator, .grouping(isSpace: false): kind = .punctuation
        case .exponent: kind = .other
        case .other:
          // A currency symbol that is not the field's stays in its run, which then does not
          // read: `€5` is no amount of a dollar field.
          kind = Notation.isCurrencySymbol(scalar) ? .currency : .end
        }
        if kind == .end {
          close()
        } else {
          pieces.append((i..<(i + length), kind))
        }
        i += length
      }
      close()
      return runs
    }
  }

  /// The run without the spaces around it, a sign a space parts from what follows, and the
  /// punctuation at its end; `nil` when it holds no digit.
  private func trimmed(
    _ pieces: [(range: Range<Int>, kind: PieceKind)], _ bytes: UnsafeBufferPointer<UInt8>
  ) -> String? {
    guard pieces.contains(where: { $0.kind == .digit }) else { return nil }
    var lower = 0
    var upper = pieces.count
    while lower < upper {
      if pieces[lower].kind == .space {
        lower += 1
      } else if pieces[lower].kind == .sign && lower + 1 < upper
        && pieces[lower + 1].kind == .space
      {
        lower += 2
      } else {
        break
      }
    }
    while upper > lower
      && (pieces[upper - 1].kind == .space || pieces[upper - 1].kind == .punctuation)
    {
      upper -= 1
    }
    guard lower < upper else { return nil }
    let start = pieces[lower].range.lowerBound
    let end = pieces[upper - 1].range.upperBound
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }
}

/// What a piece of a pasted run is, for trimming it (`Notation.amounts(in:)`).
private enum PieceKind {
  case digit, sign, space, punctuation, currency, other
  /// Not part of a number: it ends the run.
  case end
}
