#!/usr/bin/env python3
"""Writes the fixture the PhonePattern tests replay: libphonenumber's patterns and what Python
says of digit strings against them.

Usage: pip install phonenumbers==9.0.43
       python3 scripts/phone/pattern-fixture.py   (from anywhere; rewrites the fixture)

The fixture, Tests/InputRulesPhoneTests/Fixtures/pattern-cases.txt, holds every distinct
pattern of the metadata of phonenumbers 9.0.43 (the national number patterns of every number
type, the formats' `pattern` and `leading_digits_pattern`, `international_prefix`,
`national_prefix_for_parsing`, `leading_digits`, `national_prefix`), each followed by digit
strings: strings made to match it, their prefixes, their mutations (a digit changed, added or
taken away) and random strings. For each string it gives

- whether Python's `re.fullmatch` matches it (Java's `matches()`),
- what `re.match` finds (Java's `lookingAt()`): its length and each group's span,
- the total lengths, from 0 to 31, that the string can be completed to (some further digits
  make a whole match of that length), and whether it can be completed to any length at all,
- whether `re.match` can succeed on it or on some extension of it.

The completions come from an oracle of this script's own, independent of the Swift automaton:
Antimirov partial derivatives of the pattern's tree as Python's regular-expression parser reads
it (what is left to match after each digit), then the set of lengths each remaining term can
match. It is checked here against brute force (every extension by up to two digits, run through
`re.fullmatch`) and against the strings made to match (each prefix completes to the string's own
length). The strings are chosen with a seeded generator, so the fixture is the same at every run.

Format, one record per line, fields separated by a tab:
    P  <pattern>
    S  <digits>  <fullmatch 0/1>  <match: "-", or its length then ",start-end" or ",-" per group>
       <completion lengths as hexadecimal, bit n for a total of n digits>  <any length 0/1>
       <lookingAt possible 0/1>
"""

import functools
import itertools
import random
import re
import sys
from pathlib import Path

try:
    import re._constants as sre_constants
    import re._parser as sre_parse
except ImportError:  # Python before 3.11
    import sre_constants
    import sre_parse

import phonenumbers
from phonenumbers import PhoneMetadata

VERSION = "9.0.43"
SEED = 20_250_917
# Lengths above this are not kept by the oracle; no pattern of the metadata comes close.
CAP = 64
FIXTURE = (
    Path(__file__).resolve().parent.parent.parent
    / "Tests/InputRulesPhoneTests/Fixtures/pattern-cases.txt"
)

DESCRIPTIONS = [
    "general_desc", "fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost",
    "personal_number", "voip", "pager", "uan", "emergency", "voicemail", "short_code",
    "standard_rate", "carrier_specific", "sms_services", "no_international_dialling",
]


def metadata_patterns():
    """Every distinct pattern of the metadata, sorted."""
    regions = sorted(phonenumbers.SUPPORTED_REGIONS)
    metadatas = [PhoneMetadata.metadata_for_region(region) for region in regions]
    metadatas += [
        PhoneMetadata.metadata_for_nongeo_region(c)
        for c in sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS)
    ]
    patterns = set()
    for metadata in metadatas:
        for name in DESCRIPTIONS:
            description = getattr(metadata, name, None)
            if description is not None and description.national_number_pattern:
                patterns.add(description.national_number_pattern)
        for name in ["international_prefix", "national_prefix_for_parsing", "leading_digits",
                     "national_prefix"]:
            value = getattr(metadata, name, None)
            if value:
                patterns.add(value)
        for number_format in list(metadata.number_format) + list(metadata.intl_number_format):
            patterns.add(number_format.pattern)
            patterns.update(number_format.leading_digits_pattern)
    return sorted(patterns)


# Terms: the pattern as a tree of hashable tuples.
#   ("c", digits)                 a class, digits as bits 0-9
#   ("e",)                        the empty string
#   ("$",)                        the end of the input
#   ("cat", (t1, t2, ...))        a sequence
#   ("alt", (t1, t2, ...))        alternatives
#   ("rep", t, low, high)         t repeated low to high times (high None: no bound)
EMPTY = ("e",)


def cat(parts):
    flat = []
    for part in parts:
        if part == EMPTY:
            continue
        if part[0] == "cat":
            flat.extend(part[1])
        else:
            flat.append(part)
    if not flat:
        return EMPTY
    if len(flat) == 1:
        return flat[0]
    return ("cat", tuple(flat))


def rep(term, low, high):
    if high == 0:
        return EMPTY
    if low == 1 and high == 1:
        return term
    return ("rep", term, low, high)


def class_bits(items):
    bits = 0
    negate = False
    for op, value in items:
        if op == sre_constants.NEGATE:
            negate = True
        elif op == sre_constants.LITERAL:
            bits |= digit_bit(value)
        elif op == sre_constants.RANGE:
            for code in range(value[0], value[1] + 1):
                bits |= digit_bit(code)
        elif op == sre_constants.CATEGORY and value == sre_constants.CATEGORY_DIGIT:
            bits |= 0x3FF
        else:
            raise ValueError(f"class item {op} {value}")
    return (~bits & 0x3FF) if negate else bits


def digit_bit(code):
    character = chr(code)
    return 1 << int(character) if "0" <= character <= "9" else 0


def term_of(parsed):
    parts = []
    for op, value in parsed:
        if op == sre_constants.LITERAL:
            parts.append(("c", digit_bit(value)))
        elif op == sre_constants.IN:
            parts.append(("c", class_bits(value)))
        elif op == sre_constants.SUBPATTERN:
            parts.append(term_of(value[-1]))
        elif op == sre_constants.BRANCH:
            parts.append(("alt", tuple(term_of(branch) for branch in value[1])))
        elif op == sre_constants.MAX_REPEAT:
            low, high, inner = value
            high = None if high == sre_constants.MAXREPEAT else high
            parts.append(rep(term_of(inner), low, high))
        elif op == sre_constants.AT and value == sre_constants.AT_END:
            parts.append(("$",))
        else:
            raise ValueError(f"construct {op} {value}")
    return cat(parts)


@functools.lru_cache(maxsize=None)
def nullable(term, at_end):
    """Whether `term` matches the empty string, at the end of the input or before more."""
    kind = term[0]
    if kind == "c":
        return False
    if kind == "e":
        return True
    if kind == "$":
        return at_end
    if kind == "cat":
        return all(nullable(part, at_end) for part in term[1])
    if kind == "alt":
        return any(nullable(part, at_end) for part in term[1])
    return term[2] == 0 or nullable(term[1], at_end)


@functools.lru_cache(maxsize=None)
def derivatives(term, digit):
    """What is left to match after `term` takes `digit` with more input after it (Antimirov's
    partial derivatives: a set of terms whose union is the rest)."""
    kind = term[0]
    if kind == "c":
        return frozenset([EMPTY]) if term[1] >> digit & 1 else frozenset()
    if kind in ("e", "$"):
        return frozenset()
    if kind == "alt":
        return frozenset().union(*(derivatives(part, digit) for part in term[1]))
    if kind == "cat":
        head, rest = term[1][0], cat(term[1][1:])
        result = {cat([left, rest]) for left in derivatives(head, digit)}
        if nullable(head, False):
            result |= derivatives(rest, digit)
        return frozenset(result)
    inner, low, high = term[1], term[2], term[3]
    after = rep(inner, max(low - 1, 0), None if high is None else high - 1)
    result = {cat([left, after]) for left in derivatives(inner, digit)}
    if nullable(inner, False) and low > 0:
        result |= derivatives(rep(inner, low - 1, None if high is None else high - 1), digit)
    return frozenset(result)


def sumset(left, right):
    total = 0
    while left:
        low = left & -left
        total |= right * low
        left ^= low
    return total & ((1 << CAP) - 1)


@functools.lru_cache(maxsize=None)
def lengths(term):
    """The lengths of the strings `term` matches: (ending at the end of the input, followed by
    more input), as bit sets."""
    kind = term[0]
    if kind == "c":
        return (2, 2) if term[1] else (0, 0)
    if kind == "e":
        return (1, 1)
    if kind == "$":
        return (1, 0)
    if kind == "alt":
        at_end = more = 0
        for part in term[1]:
            end_part, more_part = lengths(part)
            at_end |= end_part
            more |= more_part
        return (at_end, more)
    if kind == "cat":
        return concatenated(lengths(term[1][0]), lengths(cat(term[1][1:])))
    inner, low, high = term[1], term[2], term[3]
    single = lengths(inner)
    power = (1, 1)  # inner repeated 0 times
    union = (0, 0)
    count = 0
    while True:
        if count >= low:
            new = (union[0] | power[0], union[1] | power[1])
            if high is None and new == union:
                break
            union = new
        if high is not None and count == high:
            break
        power = concatenated(single, power)
        count += 1
        if high is None and count > low + CAP:
            break
    return union


def concatenated(first, second):
    """Lengths of a sequence from its two parts': the first part is followed by more input unless
    the second matches nothing at the end."""
    first_end, first_more = first
    second_end, second_more = second
    at_end = sumset(first_more, second_end & ~1)
    if second_end & 1:
        at_end |= first_end
    return (at_end, sumset(first_more, second_more))


def completions(term, digits):
    """The total lengths `digits` can be completed to (bits 0-31), and whether to any length."""
    terms = frozenset([term])
    for character in digits:
        terms = frozenset().union(*(derivatives(t, int(character)) for t in terms))
        if not terms:
            return 0, False
    rest = 0
    for t in terms:
        rest |= lengths(t)[0]
    total = (rest << len(digits)) & 0xFFFF_FFFF
    return total, rest != 0


def generate(term, rng):
    """A random string of digits the term can match (`$` aside)."""
    kind = term[0]
    if kind == "c":
        choices = [d for d in range(10) if term[1] >> d & 1]
        return str(rng.choice(choices)) if choices else None
    if kind in ("e", "$"):
        return ""
    if kind == "cat":
        pieces = [generate(part, rng) for part in term[1]]
        return None if None in pieces else "".join(pieces)
    if kind == "alt":
        return generate(rng.choice(term[1]), rng)
    inner, low, high = term[1], term[2], term[3]
    count = rng.randint(low, low + 3 if high is None else high)
    pieces = [generate(inner, rng) for _ in range(count)]
    return None if None in pieces else "".join(pieces)


def mutations(digits, rng):
    result = []
    if digits:
        place = rng.randrange(len(digits))
        changed = str((int(digits[place]) + rng.randint(1, 9)) % 10)
        result.append(digits[:place] + changed + digits[place + 1:])
        place = rng.randrange(len(digits))
        result.append(digits[:place] + digits[place + 1:])
    place = rng.randint(0, len(digits))
    result.append(digits[:place] + str(rng.randint(0, 9)) + digits[place:])
    return result


def strings_for(term, compiled, rng):
    strings = {""}
    made = []
    for _ in range(40):
        if len(made) >= 4:
            break
        candidate = generate(term, rng)
        if candidate is not None and compiled.fullmatch(candidate) and candidate not in made:
            made.append(candidate)
    for digits in made:
        strings.add(digits)
        strings.add(digits[: rng.randint(0, len(digits))])
        strings.add(digits + str(rng.randint(0, 9)))
        strings.update(mutations(digits, rng))
    for _ in range(2):
        strings.add("".join(str(rng.randint(0, 9)) for _ in range(rng.randint(1, 17))))
    strings.add("".join(str(rng.randint(0, 9)) for _ in range(rng.randint(18, 24))))
    return made, sorted(strings, key=lambda s: (len(s), s))


def describe_match(match):
    if match is None:
        return "-"
    fields = [str(match.end())]
    for group in range(1, (match.re.groups or 0) + 1):
        start, end = match.span(group)
        fields.append("-" if start < 0 else f"{start}-{end}")
    return ",".join(fields)


def main():
    if phonenumbers.__version__ != VERSION:
        sys.exit(f"phonenumbers {VERSION} is needed, not {phonenumbers.__version__}")
    rng = random.Random(SEED)
    lines = [
        f"# Generated by scripts/phone/pattern-fixture.py from phonenumbers {VERSION};"
        " do not edit.",
    ]
    checked_by_brute_force = 0
    cases = 0
    patterns = metadata_patterns()
    for pattern in patterns:
        compiled = re.compile(pattern)
        term = term_of(sre_parse.parse(pattern))
        made, strings = strings_for(term, compiled, rng)
        # The oracle must let every prefix of a string made to match complete to its length.
        for digits in made:
            for end in range(len(digits) + 1):
                total, _ = completions(term, digits[:end])
                if len(digits) < 32:
                    assert total >> len(digits) & 1, (pattern, digits, end)
        lines.append(f"P\t{pattern}")
        for digits in strings:
            full = compiled.fullmatch(digits) is not None
            total, anything = completions(term, digits)
            if len(digits) < 32:
                assert (total >> len(digits) & 1) == full, (pattern, digits)
            if len(digits) <= 12:
                for extra in range(1, 3):
                    if len(digits) + extra > 31:
                        break
                    brute = any(
                        compiled.fullmatch(digits + "".join(tail))
                        for tail in itertools.product("0123456789", repeat=extra)
                    )
                    assert (total >> (len(digits) + extra) & 1) == brute, (pattern, digits, extra)
                    checked_by_brute_force += 1
            looking_at = compiled.match(digits)
            possible = looking_at is not None or anything
            lines.append(
                f"S\t{digits}\t{int(full)}\t{describe_match(looking_at)}\t{total:x}"
                f"\t{int(anything)}\t{int(possible)}"
            )
            cases += 1
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    FIXTURE.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(
        f"{len(patterns)} patterns, {cases} strings, {checked_by_brute_force} completion lengths "
        f"checked by brute force; {FIXTURE.stat().st_size} bytes in {FIXTURE}"
    )


if __name__ == "__main__":
    main()
