import InputRulesTerminal

/// A small terminal emulator: enough of one to turn what the demo writes into the text a person
/// would see. It knows the sequences the terminal module writes and records any other one, so a
/// test can check that nothing unexpected (a pasted escape sequence) reached the terminal.
final class VirtualScreen {
  let columns: Int
  let rows: Int
  private var grid: [[String]]
  /// Whether each cell was drawn dimmed (SGR 2).
  private var dimGrid: [[Bool]]
  private var mainGrid: [[String]]?
  private var mainDimGrid: [[Bool]]?
  /// Whether what is written now is dimmed.
  private var dim = false
  private var savedCursor = (row: 0, column: 0)
  private(set) var row = 0
  private(set) var column = 0
  private(set) var cursorVisible = true
  private(set) var bracketedPaste = false
  private(set) var alternateScreen = false
  private(set) var bells = 0
  /// Escape sequences and control characters this screen does not know, as written.
  private(set) var unknown: [String] = []
  private var pending: [UInt8] = []

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    dimGrid = Array(repeating: Array(repeating: false, count: columns), count: rows)
  }

  /// The screen's text, one line per row, trailing blanks removed.
  var text: String {
    lines.joined(separator: "\n")
  }

  var lines: [String] {
    grid.map { String($0.joined().reversed().drop { $0 == " " }.reversed()) }
  }

  /// The dimmed characters of each line, the others blanked, trailing blanks removed.
  var dimLines: [String] {
    zip(grid, dimGrid).map { cells, dims in
      let kept = zip(cells, dims).map { cell, dim in dim || cell.isEmpty ? cell : " " }
      return String(kept.joined().reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The first line containing `text`.
  func line(containing text: String) -> String? {
    lines.first { $0.contains(text) }
  }

  func feed(_ bytes: [UInt8]) {
    pending += bytes
    var i = 0
    while i < pending.count {
      let b = pending[i]
      if b == 0x1B {
        guard let length = sequenceLength(at: i) else { break }
        handleEscape(Array(pending[i..<(i + length)]))
        i += length
      } else if b < 0x20 || b == 0x7F {
        handleControl(b)
        i += 1
      } else {
        var end = i
        while end < pending.count, pending[end] >= 0x20, pending[end] != 0x7F { end += 1 }
        // Keep a UTF-8 character cut at the end of the read for the next one.
        var cut = 0
        if end == pending.count {
          var j = end - 1
          while j >= i, pending[j] & 0xC0 == 0x80, end - j < 4 { j -= 1 }
          if j >= i {
            let lead = pending[j]
            let needed = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            if end - j < needed { cut = end - j }
          }
        }
        put(String(decoding: pending[i..<(end - cut)], as: UTF8.self))
        i = end - cut
        if cut > 0 { break }
      }
    }
    pending.removeFirst(i)
  }

  /// The length of the escape sequence at `i`, or `nil` when it is not complete yet.
  private func sequenceLength(at i: Int) -> Int? {
    guard i + 1 < pending.count else { return nil }
    if pending[i + 1] == 0x5B {
      var j = i + 2
      while j < pending.count {
        if pending[j] >= 0x40 && pending[j] <= 0x7E { return j - i + 1 }
        j += 1
      }
      return nil
    }
    return 2
  }

  private func handleControl(_ b: UInt8) {
    switch b {
    case 0x0D: column = 0
    case 0x0A: lineFeed()
    case 0x07: bells += 1
    case 0x08: column = max(0, column - 1)
    default: unknown.append(String(decoding: [b], as: UTF8.self))
    }
  }

  private func handleEscape(_ sequence: [UInt8]) {
    let text = String(decoding: sequence, as: UTF8.self)
    guard sequence.count >= 3, sequence[1] == 0x5B else {
      unknown.append(text)
      return
    }
    let final = Character(Unicode.Scalar(sequence[sequence.count - 1]))
    var body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
    let isPrivate = body.hasPrefix("?")
    if isPrivate { body.removeFirst() }
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let n = max(numbers.first.flatMap { $0 } ?? 1, 1)
    if isPrivate {
      switch (body, final) {
      case ("25", "h"): cursorVisible = true
      case ("25", "l"): cursorVisible = false
      case ("2004", "h"): bracketedPaste = true
      case ("2004", "l"): bracketedPaste = false
      case ("1049", "h"):
        if !alternateScreen {
          alternateScreen = true
          mainGrid = grid
          mainDimGrid = dimGrid
          savedCursor = (row, column)
          clear()
        }
      case ("1049", "l"):
        if alternateScreen, let mainGrid, let mainDimGrid {
          alternateScreen = false
          grid = mainGrid
          dimGrid = mainDimGrid
          (row, column) = savedCursor
        }
      default: unknown.append(text)
      }
      return
    }
    switch final {
    case "A": row = max(0, row - n)
    case "B": row = min(rows - 1, row + n)
    case "C": column = min(columns - 1, column + n)
    case "D": column = max(0, column - n)
    case "G": column = min(columns - 1, n - 1)
    case "H":
      row = min(rows - 1, max(1, numbers.first.flatMap { $0 } ?? 1) - 1)
      column = min(columns - 1, max(1, numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1)
    case "J":
      if body == "2" {
        clear()
      } else {
        clearLine(from: column)
        for r in (row + 1)..<rows {
          grid[r] = Array(repeating: " ", count: columns)
          dimGrid[r] = Array(repeating: false, count: columns)
        }
      }
    case "K": clearLine(from: body.isEmpty || body == "0" ? column : 0)
    case "m":
      // Only dimming is followed (2 on; 0, 22 or nothing off); colours and emphasis are not.
      for code in numbers {
        switch code ?? 0 {
        case 0, 22: dim = false
        case 2: dim = true
        default: break
        }
      }
    default: unknown.append(text)
    }
  }

  private func put(_ text: String) {
    for character in text {
      let width = DisplayWidth.of(character)
      if width == 0 {
        if column > 0 { grid[row][column - 1] += String(character) }
        continue
      }
      if column + width > columns {
        column = 0
        lineFeed()
      }
      grid[row][column] = String(character)
      dimGrid[row][column] = dim
      if width == 2 {
        grid[row][column + 1] = ""
        dimGrid[row][column + 1] = dim
      }
      column += width
    }
  }

  private func lineFeed() {
    if row == rows - 1 {
      grid.removeFirst()
      grid.append(Array(repeating: " ", count: columns))
      dimGrid.removeFirst()
      dimGrid.append(Array(repeating: false, count: columns))
    } else {
      row += 1
    }
  }

  private func clear() {
    grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    dimGrid = Array(repeating: Array(repeating: false, count: columns), count: rows)
  }

  private func clearLine(from start: Int) {
    for c in start..<columns {
      grid[row][c] = " "
      dimGrid[row][c] = false
    }
  }
}
