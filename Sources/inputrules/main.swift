// The `inputrules` command. See docs/cli.md; the contract is in InputRulesCommand.swift.
InputRulesCommand.mainWithContractStatus()
