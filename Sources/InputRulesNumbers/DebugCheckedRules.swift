import InputRules

// Debug builds of InputRules check these rules' speed-ups against their general path at every
// use (see `DebugCheckedRule`).
extension IntegerRule: DebugCheckedRule {}
extension DecimalRule: DebugCheckedRule {}
extension MoneyRule: DebugCheckedRule {}
