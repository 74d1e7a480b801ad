// Rules for codes typed into fields: one-time codes and IBANs, built on `ReformattingRule`.
import InputRules
