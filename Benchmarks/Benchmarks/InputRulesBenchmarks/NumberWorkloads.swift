// Numbers and money: waiting for the number rules (Sources/InputRulesNumbers).

func registerNumberBenchmarks() {}
